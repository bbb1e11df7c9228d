import { describe, expect, it } from 'vitest';
import {
  POPULATION_SHARE_BY_BAND,
  iqBand,
  percentileForScore,
  problemSolvingBar,
  processingSpeedBar,
  topPercentForScore,
} from './iq-bands';

describe('IQ bands (member-area spec §9)', () => {
  it.each([
    [160, 'Very Superior'],
    [130, 'Very Superior'],
    [129, 'Superior'],
    [120, 'Superior'],
    [119, 'High Average'],
    [110, 'High Average'],
    [109, 'Average'],
    [90, 'Average'],
    [89, 'Low Average'],
    [80, 'Low Average'],
    [79, 'Below Average'],
    [70, 'Below Average'],
  ])('%i is %s', (score, band) => {
    expect(iqBand(score)).toBe(band);
  });
});

describe('percentile table, thresholds read as "at or above"', () => {
  it.each([
    [130, 98],
    [129, 95],
    [125, 95],
    [124, 91],
    [120, 91],
    [115, 84],
    [110, 75],
    [105, 63],
    [100, 50],
    [99, 37],
    [95, 37],
    [90, 25],
    [85, 16],
    [80, 9],
    [79, 5],
    [70, 5],
  ])('%i is higher than %i%%', (score, percentile) => {
    expect(percentileForScore(score)).toBe(percentile);
    expect(topPercentForScore(score)).toBe(100 - percentile);
  });

  it('names the population share of the top three bands', () => {
    expect(POPULATION_SHARE_BY_BAND).toEqual({ 'Very Superior': 2, Superior: 7, 'High Average': 16 });
  });
});

describe('report performance bars', () => {
  it('calls processing speed Fast when finished before the time limit, else Average', () => {
    expect(processingSpeedBar(0, 1800)).toEqual({ label: 'Fast', percent: 85 });
    expect(processingSpeedBar(1799, 1800)).toEqual({ label: 'Fast', percent: 85 });
    expect(processingSpeedBar(1800, 1800)).toEqual({ label: 'Average', percent: 60 });
    expect(processingSpeedBar(1799, 1200)).toEqual({ label: 'Average', percent: 60 });
    expect(processingSpeedBar(1199, 1200)).toEqual({ label: 'Fast', percent: 85 });
    expect(processingSpeedBar(1200, 1200)).toEqual({ label: 'Average', percent: 60 });
  });

  it('grades problem solving and draws its bar as score / 130, capped at 100', () => {
    expect(problemSolvingBar(110)).toEqual({ label: 'Strong', percent: 85 });
    expect(problemSolvingBar(109)).toEqual({ label: 'Good', percent: 84 });
    expect(problemSolvingBar(90)).toEqual({ label: 'Good', percent: 69 });
    expect(problemSolvingBar(89)).toEqual({ label: 'Developing', percent: 68 });
    expect(problemSolvingBar(130)).toEqual({ label: 'Strong', percent: 100 });
    expect(problemSolvingBar(160)).toEqual({ label: 'Strong', percent: 100 });
  });
});
