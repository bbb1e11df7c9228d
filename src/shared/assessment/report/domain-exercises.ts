import type { Domain } from '../domains';

type Week = readonly [string, string, string];

/**
 * Four weeks of practice per domain, each a step harder than the last. A growth plan with two focus domains uses
 * the first two weeks of each; with one focus domain it uses all four.
 */
export const DOMAIN_EXERCISES: Record<Domain, readonly [Week, Week, Week, Week]> = {
  verbal_comprehension: [
    [
      'Read one opinion article a day and write a one-sentence summary of its main argument.',
      'Collect five unfamiliar words from your reading each day and use each in a sentence of your own.',
      'Solve 10 word analogies a day ("hand is to glove as foot is to …") and name the relation behind each.',
    ],
    [
      'For 10 words a day, give one synonym and one antonym without a dictionary, then check them.',
      'Explain a news story aloud in under a minute, to a friend or into a voice recorder.',
      'Sort 15 words into groups of your own making and name what each group shares.',
    ],
    [
      'Read a short essay and list its claims with the evidence given for each.',
      'Write five analogies of your own and swap them with a friend to solve.',
      'Complete a crossword a day at a level that makes you look twice.',
    ],
    [
      'Read a chapter of non-fiction outside your usual topics and summarise each section in two sentences.',
      'Use ten of the words you collected in weeks 1–3 in your own writing this week.',
      'Do a fresh set of 10 analogies and compare how many you solve with your first week.',
    ],
  ],
  fluid_reasoning: [
    [
      'Solve three to five matrix puzzles a day; say the rule aloud before you choose an answer.',
      'Work through 10 number series a day (such as 2, 6, 12, 20, …) and write down the rule of each.',
      'Do one Sudoku a day at a level you can finish.',
    ],
    [
      'Solve matrix puzzles where two rules change at once, such as shape and shading.',
      'Make up three number series of your own and give them to someone else to solve.',
      'Solve one logic-grid puzzle a day (who lives where, who owns which pet).',
    ],
    [
      'Do sets of five matrix puzzles; after each set, find the rule behind every answer you got wrong.',
      'Solve "odd one out" sets: find the item in a group of five that breaks the rule the others share.',
      'Play the card game Set or solve chess puzzles for 15 minutes a day.',
    ],
    [
      'Mix ten puzzles from weeks 1–3 and solve them without looking at your earlier notes.',
      'Solve one Kakuro or Nonogram puzzle a day.',
      'Write out, step by step, how you solved the hardest puzzle of the week.',
    ],
  ],
  visual_spatial: [
    [
      'Sketch a simple shape, picture it turned a quarter, draw the result, then turn the paper to check.',
      'Solve tangram puzzles for 15 minutes a day.',
      'Look at a simple line drawing for ten seconds, then copy it from memory and compare.',
    ],
    [
      'Fold a sheet of paper, punch a hole, and predict the pattern of holes before you unfold it.',
      'Build a small model from building blocks using only a picture of the finished model.',
      'Plan a walk on a paper map beforehand and follow it without a navigation app.',
    ],
    [
      'Draw flat nets, predict which of them fold into a cube, then cut them out to check.',
      'Play a block-fitting game such as Tetris, planning each placement before the piece falls.',
      'Draw the floor plan of a room you know from memory, then compare it with the room.',
    ],
    [
      'Solve a three-dimensional puzzle, such as a Soma cube or a wooden burr puzzle.',
      'Draw an everyday object as seen from the front, the side and the top.',
      'Redo a set of mental rotation sketches from week 1 with more complex shapes.',
    ],
  ],
  working_memory: [
    [
      'Digit span: have someone read you a list of digits and repeat it backwards; add one digit after each success.',
      'Add up your shopping in your head as you go, then check it against the receipt.',
      'Memorise a list of seven items in the morning and recall it in the evening.',
    ],
    [
      'Practise 2-back for 10 minutes a day: say whether each item matches the one two steps earlier.',
      'Read each step of a recipe once, then carry it out without looking back at the page.',
      'Count backwards from 100 in sevens, then in thirteens.',
    ],
    [
      'Move up to 3-back for 10 minutes a day.',
      'Play pairs (memory) with a full deck of cards laid face down.',
      'Put a spoken list of six words in alphabetical order in your head, then say it aloud.',
    ],
    [
      'Practise n-back at the highest level you reached in week 3.',
      'Do two-step mental calculations, such as 15% of 80 plus 7, without writing anything down.',
      'Listen to five minutes of a podcast and retell its points in order.',
    ],
  ],
  processing_speed: [
    [
      'Scan a page of text for one letter for one minute, marking each; then check what you missed.',
      'Compare 20 pairs of number strings and mark those that differ; accuracy first, then speed.',
      'Play a fast card game such as Snap or Speed for 10 minutes.',
    ],
    [
      'Do two minutes of two-digit additions a day and note how many you got right.',
      'Sort a shuffled deck into suits as fast as you can while keeping every card right.',
      'Practise touch typing for 10 minutes a day.',
    ],
    [
      'Scan a grid of numbers for every occurrence of a target pair, such as 47, against a timer.',
      'Count the objects of one kind in a busy picture, then recount slowly to check.',
      'Repeat the week 1 comparison task with 30 pairs in the same time.',
    ],
    [
      'Redo the week 1 letter scan and compare your count and your misses.',
      'Do two minutes of mixed additions and subtractions a day.',
      'Sort a deck by suit and rank, timing yourself while keeping every card right.',
    ],
  ],
};
