import type { Domain } from '../domains';

/**
 * What each domain of the IQ test asks of the taker and the product's advice for it. Advice is about practising
 * the kind of task the domain's questions pose; it promises familiarity and confidence with such tasks, not a
 * higher IQ, because no honest source can promise that.
 */
export interface DomainGuide {
  /** One sentence: what the domain's questions ask the taker to do. */
  measures: string;
  /** For a strong domain: how to use and keep the skill. */
  strengthAdvice: string;
  /** For a weak domain: where to start practising. */
  growthAdvice: string;
  /** For the lowest domain when none is weak: how to keep being challenged. */
  stretchAdvice: string;
}

export const DOMAIN_GUIDES: Record<Domain, DomainGuide> = {
  verbal_comprehension: {
    measures: 'Verbal comprehension is how well you understand words, see how they relate and draw meaning from what you read.',
    strengthAdvice:
      'Put it to work by explaining complex ideas in plain words, in writing or aloud. Reading outside your usual topics keeps your vocabulary growing.',
    growthAdvice:
      'Read a little every day and look up each unfamiliar word, then use it in a sentence of your own. Word analogies ("hand is to glove as foot is to …") practise one of the kinds of question this test asks.',
    stretchAdvice:
      'Try denser reading, such as long-form essays, and summarise each one in two sentences. Crosswords and analogy sets at a harder level keep the challenge up.',
  },
  fluid_reasoning: {
    measures: 'Fluid reasoning is how you solve problems you have not met before: spotting the rule in a pattern, a series or a matrix of figures.',
    strengthAdvice:
      'You pick up new rules quickly, which helps whenever a problem is unfamiliar. Logic puzzles at a level that still makes you think will keep that edge.',
    growthAdvice:
      'Work through a few matrix puzzles and number series each day, and say the rule aloud before you pick an answer. When you get one wrong, find the rule you missed before moving on.',
    stretchAdvice:
      'Move on to puzzles where two rules change at once, such as shape and shading together. Logic-grid puzzles and the card game Set are good next steps.',
  },
  visual_spatial: {
    measures: 'Visual-spatial reasoning is how well you picture shapes in your mind: rotating, folding and fitting them together.',
    strengthAdvice:
      'You handle shapes and layouts well, which helps with maps, diagrams and building things. Three-dimensional puzzles keep the skill sharp.',
    growthAdvice:
      'Start with tangrams and simple mental rotation: sketch a shape, imagine it turned a quarter, draw the result and check it by turning the paper. Folding and punching paper before predicting the holes trains the same skill.',
    stretchAdvice:
      'Try cube nets, three-dimensional puzzles such as a Soma cube, and drawing objects from the front, side and top.',
  },
  working_memory: {
    measures: 'Working memory is how much you can hold in mind and work with at once, such as reversing a list of digits or following steps in your head.',
    strengthAdvice:
      'You keep several pieces of information in play at once, which helps with mental arithmetic and multi-step instructions. Harder n-back levels keep it challenged.',
    growthAdvice:
      'Practise digit span: repeat a list of digits backwards and add one digit each time you succeed. A few minutes of 2-back a day and mental arithmetic without pen and paper work the same skill.',
    stretchAdvice:
      'Raise the load: 3-back instead of 2-back, longer digit lists, and two-step mental calculations.',
  },
  processing_speed: {
    measures: 'Processing speed is how quickly and accurately you handle simple tasks: counting, comparing and scanning for a target.',
    strengthAdvice:
      'You work through simple material quickly without losing accuracy, which frees time for the harder questions in any timed test.',
    growthAdvice:
      'Practise short, timed scanning tasks: find every instance of one letter on a page, or mark the pairs of numbers that differ. Aim for accuracy first; speed follows with practice.',
    stretchAdvice:
      'Shorten the time limit on scanning and comparison tasks while keeping your accuracy, and note your count each session.',
  },
};
