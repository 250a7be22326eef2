import { describe, expect, it } from 'vitest';
import { fractionWordValue, numberWordValue, timesWordValue, withNumberWordsRead } from '../../../adapters/tutor/doubt/number-words';
import { normaliseOcr } from '../../../adapters/tutor/doubt/ocr-text';
import { describeTopics, type DoubtTopic } from '../../support/doubt-topics';

/**
 * Round 12 (motion, flows, logic, cleaning): the ways a CLAT/SSC/bank question states its
 * quantities and its ask beyond the tuning templates, each written by hand and worked by hand.
 * Every new reading has a phrasing beside it that looks alike but means another thing, which the
 * tutor must decline.
 */


/**
 * What the cleaning makes of a phrasing (as the solvers then read it), and look-alikes it must
 * leave as written.
 */
interface Cleaning {
  readonly title: string;
  readonly reads: readonly (readonly [string, string])[];
  readonly leaves: readonly (readonly [string, string])[];
}

const CLEANINGS: readonly Cleaning[] = [
  {
    title: 'number words, read once for every solver',
    reads: [
      ['A vessel holds eight litres of milk and two litres of water.', 'a vessel holds 8 litres of milk and 2 litres of water.'],
      ['Twenty-five per cent of a number is 40', '25% of a number is 40'],
      ['A train two hundred metres long runs at seventy-two km/h', 'a train 200 metres long runs at 72 km/h'],
      ['It was sold two and a half years ago', 'it was sold 2.5 years ago'],
      ['Ram paid five hundred rupees', 'ram paid ₹500'],
      ['at twelve and a half percent p.a.', 'at 12.5% p.a.'],
      ['fifty paise', '50 paise'],
      ['a circle whose radius is fourteen cm', 'a circle whose radius is 14 cm'],
      ['a train running at fifty-four kmph', 'a train running at 54 kmph'],
      ['nineteen km and sixty-five metres', '19 km and 65 metres'],
    ],
    leaves: [
      // A story's 'one day', a count of things and words that make no one number stay as written.
      ['One day, Ravi said to his son', 'one day, ravi said to his son'],
      ['Two pipes A and B fill a tank', 'two pipes a and b fill a tank'],
      ['five and six litres', 'five and 6 litres'],
      // Hours and days in words are the rate solvers' (below): elsewhere they are often a story's.
      ['how many were there two hours ago?', 'how many were there two hours ago?'],
      // A measure word inside a compound is no measure.
      ['he bought two second-hand bikes and one metre-long rod', 'he bought two second-hand bikes and one metre-long rod'],
    ],
  },
  {
    title: 'ratios written with "to", mixed numbers before a unit',
    reads: [
      ['covers it in 6 1/2 hours', 'covers it in 6.5 hours'],
      ['a is 1 3/4 times as efficient as b', 'a is 1.75 times as efficient as b'],
      ['milk and water in the ratio 2 to 1. how much', 'milk and water in the ratio 2 : 1. how much'],
      ['in the ratio of 3 is to 1. find', 'in the ratio of 3 : 1. find'],
      ['their speeds are as 5 is to 7', 'their speeds are as 5 : 7'],
      ['divided in the proportion 2 to 3 to 4 among them', 'divided in the proportion 2 : 3 : 4 among them'],
    ],
    leaves: [
      // A change, a span and a range are no ratio.
      ['the ratio rose from 2 to 3 in a year', 'the ratio rose from 2 to 3 in a year'],
      ['the ratio of boys fell; 20 to 30 students left', 'the ratio of boys fell; 20 to 30 students left'],
      ['the proportion of milk is 2 to 3 litres more', 'the proportion of milk is 2 to 3 litres more'],
      // No exact decimal: left for the readers as written.
      ['he rows at 9 1/3 km/h', 'he rows at 9 1/3 km/h'],
    ],
  },
  {
    title: 'cleaning leftovers',
    reads: [
      // 'and' run in between two code words in capitals.
      ['If GRAIN = FQ13MandMOUSE = L45R2, then TABLE = ?', 'if grain = fq13m and mouse = l45r2, then table = ?'],
      ['If CAT is DBUorDOG is EPH', 'if cat is dbu or dog is eph'],
      // 'am' run onto the next word.
      ['"I amnow as old as you were 4 years ago."', '"i am now as old as you were 4 years ago."'],
      // A chat's 'n' run onto the next rank, its 1 read as I.
      ['deepak rank is 22 fr0m top nI5 fr0m bottom. total students?', 'deepak rank is 22 from top n 15 from bottom. total students?'],
    ],
    leaves: [
      // A name with one capital that goes on with 'and' or 'or' is one word.
      ['If Mandar is coded as NBOEBS', 'if mandar is coded as nboebs'],
      ['in the row he is at the end n is happy', 'in the row he is at the end n is happy'],
      // Words that begin with 'am' are words.
      ['the amount is shared among amrita and her friends', 'the amount is shared among amrita and her friends'],
    ],
  },
];

describe.each(CLEANINGS)('$title', ({ reads, leaves }) => {
  it.each(reads)('reads %s', (raw, clean) => expect(normaliseOcr(raw)).toBe(clean));
  it.each(leaves)('leaves alone %s', (raw, clean) => expect(normaliseOcr(raw)).toBe(clean));
});

describe('the number-word readers', () => {
  it('reads hours and days in words for the rate solvers only', () => {
    expect(withNumberWordsRead('he walks for two and a half hours', true)).toBe('he walks for 2.5 hours');
    expect(withNumberWordsRead('a can do it alone in one day', true)).toBe('a can do it alone in 1 day');
    expect(withNumberWordsRead('one day, a met b', true)).toBe('one day, a met b');
  });

  it('reads numbers, fractions and times in words', () => {
    expect(['twenty-five', 'one hundred and twenty', 'a hundred', 'two and a half', 'a dozen', 'two dozen', 'half a dozen', 'twelve thousand five hundred', 'two lakh fifty thousand'].map(numberWordValue)).toEqual([25, 120, 100, 2.5, 12, 24, 6, 12500, 250000]);
    expect(['five twenty', 'two three', 'twenty twenty', 'and five'].map(numberWordValue)).toEqual([null, null, null, null]);
    expect(['one-third', 'three-fourths', 'a fifth', 'half', 'two fifths', 'two-third'].map(fractionWordValue)).toEqual([1 / 3, 0.75, 0.2, 0.5, 0.4, 2 / 3]);
    expect(['one fourths', 'three third', 'four fourths', 'four-fourth'].map(fractionWordValue)).toEqual([null, null, null, null]);
    expect(['twice', 'thrice', 'three times', 'one and a half times', '2.5 times', 'many times'].map(timesWordValue)).toEqual([2, 3, 3, 1.5, 2.5, null]);
  });
});

const TOPICS: readonly DoubtTopic[] = [
  {
    title: 'trains: numbers in words, a speed given as a run, the length said last',
    picks: [
    // 54 km/h = 15 m/s; 150 ÷ 15 = 10 s.
    ['A train one hundred and fifty metres long is running at a speed of fifty-four kmph. In how many seconds will it pass a pole?\n(a) 8 seconds (b) 10 seconds (c) 12 seconds (d) 15 seconds', 'B'],
    // 12 km in 10 min = 72 km/h = 20 m/s; × 6 s = 120 m.
    ['A train covers a distance of 12 km in 10 minutes. If it takes 6 seconds to pass a telegraph post, then the length of the train is\n(a) 120 m (b) 140 m (c) 160 m (d) 100 m', 'A'],
    // (200 + 100) ÷ 20 = 15 m/s.
    ['A train crosses a 200 m platform in 20 seconds and is 100 m long. What is its speed in m/s?\n(a) 15 m/s (b) 10 m/s (c) 5 m/s (d) 20 m/s', 'A'],
    // 900 m a minute = 15 m/s, the length in a sentence of its own: (150 + 300) ÷ 15 = 30 s.
    ['The train runs 900 m in 1 minute. It is 150 m long. How long will it take to cross a bridge 300 m long?\n(a) 20 seconds (b) 30 seconds (c) 25 seconds (d) 45 seconds', 'B'],
    // 'Its length' of the one train: 20 m/s × 12 s = 240 m.
    ['A train running at 20 m/s crosses a pole in 12 seconds. Find its length.\n(a) 200 m (b) 240 m (c) 120 m (d) 300 m', 'B'],
    // The length said first, then a passive pole: 180 ÷ 12 = 15 m/s = 54 km/h.
    ['A pole is crossed by a train 180 m long in 12 seconds. The speed of the train in km/h is\n(a) 54 km/h (b) 15 km/h (c) 60 km/h (d) 45 km/h', 'A'],
    // Lengths as 'of length': 72 km/h = 20 m/s; (120 + 180) ÷ 20 = 15 s.
    ['How much time will a train of length 120 m moving at 72 kmph take to cross a bridge of length 180 m?\n(a) 9 seconds (b) 15 seconds (c) 6 seconds (d) 25 seconds', 'B'],
    // (150 + 300) ÷ 15 m/s = 30 s.
    ['A train having a length of 150 metres runs at 54 km/h. In how many seconds will it cross a platform of length 300 m?\n(a) 10 seconds (b) 20 seconds (c) 30 seconds (d) 45 seconds', 'C'],
    ],
    declines: [
    // The run is a car's, not the train's.
    'A car covers a distance of 12 km in 10 minutes. If a train takes 6 seconds to pass a telegraph post, then the length of the train is\n(a) 120 m (b) 140 m (c) 160 m (d) 100 m',
    // The 100 m is a man's, so the train's length is not given.
    'A train crosses a 200 m platform in 20 seconds and a man is 100 m long. What is its speed in m/s?\n(a) 15 m/s (b) 10 m/s (c) 5 m/s (d) 20 m/s',
    // 'Its length' may be the bridge's.
    'A train running at 20 m/s crosses a bridge in 12 seconds. Find its length.\n(a) 200 m (b) 240 m (c) 120 m (d) 300 m',
    // The bridge's length is not given.
    'The train runs 900 m in 1 minute. It is 150 m long. How long will it take to cross the bridge?\n(a) 20 seconds (b) 30 seconds (c) 25 seconds (d) 45 seconds',
    // No platform length: the platform is not fixed.
    'A train 150 m long crosses a pole. Its speed is 54 km/h. How long is the platform?\n(a) 150 m (b) 100 m (c) 200 m (d) 250 m',
    // The length is the journey's, not the bridge's: the bridge is not measured.
    'How much time will a train of length 120 m moving at 72 kmph take to cross a bridge after a journey of length 180 m?\n(a) 9 seconds (b) 15 seconds (c) 6 seconds (d) 25 seconds',
    ],
  },
  {
    title: 'boats: a raft moves at the speed of the stream',
    picks: [
    // Stream 12 ÷ 4 = 3 km/h; upstream 9 − 3 = 6 km/h; 18 ÷ 6 = 3 h.
    ['A raft floats down a river and covers 12 km in 4 hours. A boat whose speed in still water is 9 km/h goes upstream. How long will the boat take to cover 18 km upstream?\n(a) 3 hours (b) 2 hours (c) 1.5 hours (d) 4 hours', 'A'],
    // Stream 6 ÷ 2 = 3; downstream 30 ÷ 2 = 15; still water 15 − 3 = 12.
    ['A log drifting with the current travels 6 km in 2 hours. A boat goes 30 km downstream in 2 hours. What is the speed of the boat in still water?\n(a) 15 km/h (b) 12 km/h (c) 18 km/h (d) 9 km/h', 'B'],
    // Stream 3 km in 90 min = 2 km/h; upstream 4 − 2 = 2; 6 ÷ 2 = 3 h.
    ['A raft takes 90 minutes to float 3 km down the river. A swimmer swims at 4 km/h in still water. How long will the swimmer take to swim 6 km upstream?\n(a) 1 hour (b) 1.5 hours (c) 3 hours (d) 2 hours', 'C'],
    ],
    declines: [
    // The raft's run is not given.
    'A raft floats down a river. A boat whose speed in still water is 9 km/h goes 18 km upstream. How long will it take?\n(a) 3 hours (b) 2 hours (c) 1.5 hours (d) 4 hours',
    // A raft that is rowed has a speed of its own.
    'A man rows a raft 12 km in 4 hours down the river. A boat whose speed in still water is 9 km/h goes upstream. How long will the boat take to cover 18 km upstream?\n(a) 3 hours (b) 2 hours (c) 1.5 hours (d) 4 hours',
    ],
  },
  {
    title: 'motion: speeds in words, "after 2 hours, how far apart", minutes and seconds',
    picks: [
    // (5 + 7) × 2 = 24 km.
    ['Ravi walks at five km an hour and Mohan at seven km an hour in opposite directions from the same point. After two hours, how far apart are they?\n(a) 24 km (b) 4 km (c) 12 km (d) 20 km', 'A'],
    // 'kms per hour': 210 ÷ (30 + 40) = 3 h.
    ['Two cars start towards each other from places 210 kms apart at 30 kms per hour and 40 kms per hour. In how many hours do they meet?\n(a) 3 hrs (b) 7 hrs (c) 5.25 hrs (d) 4 hrs', 'A'],
    // 750 m in 150 s = 5 m/s = 18 km/h.
    ['A cyclist covers a distance of 750 m in 2 min 30 sec. What is the speed in km/hr?\n(a) 20 km/hr (b) 18 km/hr (c) 15 km/hr (d) 30 km/hr', 'B'],
    // 400 m in 80 s = 5 m/s.
    ['A man runs 400 m in 1 minute 20 seconds. His speed in m/s is:\n(a) 5 m/s (b) 4 m/s (c) 6 m/s (d) 8 m/s', 'A'],
    ],
    declines: [
    // One speed only.
    'Two cars start towards each other from places 210 kms apart at 30 kms per hour. In how many hours do they meet?\n(a) 3 hrs (b) 7 hrs (c) 5.25 hrs (d) 4 hrs',
    // Mohan starts 2 hours later: another sum.
    'Ravi walks at 5 km an hour from a point. After 2 hours, Mohan starts from the same point at 7 km an hour in the opposite direction. How far apart are they 3 hours after Mohan starts?\n(a) 24 km (b) 4 km (c) 46 km (d) 20 km',
    // A rest of 10 minutes the reading does not place.
    'A cyclist covers a distance of 750 m in 2 min 30 sec after a 10 minute rest. What is the speed in km/hr?\n(a) 20 km/hr (b) 18 km/hr (c) 15 km/hr (d) 30 km/hr',
    ],
  },
  {
    title: 'time and work jotted as notes',
    picks: [
    // 1/8 + 1/12 = 5/24: 4.8 days.
    ['A alone: 8 days. B alone: 12 days. Together?\n(a) 4.8 days (b) 5 days (c) 10 days (d) 4 days', 'A'],
    // 1/10 + 1/15 = 1/6: 6 hours.
    ['Ravi alone = 10 hours, Mohan alone = 15 hours. Both together?\n(a) 12.5 hours (b) 6 hours (c) 25 hours (d) 5 hours', 'B'],
    // 1/6 − 1/10 = 1/15.
    ['A and B together: 6 days. A alone: 10 days. How long will B alone take?\n(a) 15 days (b) 4 days (c) 16 days (d) 8 days', 'A'],
    ],
    declines: [
    // Notes with no ask.
    'A alone: 8 days. B alone: 12 days. A works for 2 days.\n(a) 4.8 days (b) 5 days (c) 10 days (d) 4 days',
    // Together, but A alone is asked with too little given.
    'A and B together can do a work in 10 days. In how many days can A alone do it?\n(a) 15 days (b) 20 days (c) 25 days (d) 30 days',
    ],
  },
  {
    title: 'mixtures: the parts as amounts, ratios with "to"',
    picks: [
    // Milk 8 stays and must be half: 16 in all, add 6.
    ['A vessel contains eight litres of milk and two litres of water. How much water must be added so that water is 50% of the mixture?\n(a) 6 litres (b) 4 litres (c) 8 litres (d) 5 litres', 'A'],
    // Milk 12 : water 6 = 2 : 1, add 3.
    ['A jar has 12 litres of milk and 3 litres of water. How much water should be added to make the ratio of milk to water 2 : 1?\n(a) 4 litres (b) 3 litres (c) 6 litres (d) 5 litres', 'B'],
    // Water 5 stays as 20%: 25 in all, add 5 of alcohol.
    ['A can holds 15 litres of alcohol and 5 litres of water. How much alcohol must be added so that the mixture has 80% alcohol?\n(a) 10 litres (b) 15 litres (c) 5 litres (d) 20 litres', 'C'],
    // 40 milk, 20 water; 1 : 1 needs 20 more water.
    ['60 litres of a mixture contain milk and water in the ratio 2 to 1. How much water must be added to make the ratio 1 : 1?\n(a) 20 litres (b) 30 litres (c) 40 litres (d) 10 litres', 'A'],
    // 30 milk, 10 water; 3 : 2 needs water 20, add 10.
    ['A mixture of 40 litres has milk and water in the ratio of 3 is to 1. Find the quantity of water to be added to make it 3:2.\n(a) 10 litres (b) 20 litres (c) 15 litres (d) 5 litres', 'A'],
    ],
    declines: [
    // Some of the mixture is drawn off first.
    'A vessel contains 8 litres of milk and 2 litres of water. 2 litres of the mixture are taken out. How much water must be added so that water is 50% of the mixture?\n(a) 6 litres (b) 4 litres (c) 8 litres (d) 5 litres',
    // Whose 50% is not said.
    'A vessel contains 8 litres of milk and 2 litres of water. How much water must be added so that it becomes 50%?\n(a) 6 litres (b) 4 litres (c) 8 litres (d) 5 litres',
    ],
  },
  {
    title: 'blood relations: a side in one word, a person asked by description',
    picks: [
    // A maternal aunt is the mother's sister.
    ["Asha is the maternal aunt of Farhan. How is Farhan's mother related to Asha?\na) Sister\nb) Mother\nc) Sister-in-law\nd) Cousin", 'A'],
    // A paternal grandmother is the father's mother.
    ["Q.49 Fatima is Aditya's paternal grandmother. How is Aditya's father related to Fatima?\na. Son  b. Brother  c. Son-in-law  d. Grandson", 'A'],
    // A paternal aunt is the father's sister: the mother's sister-in-law.
    ["Asha is the paternal aunt of Farhan. How is Farhan's mother related to Asha?\na) Sister\nb) Mother\nc) Sister-in-law\nd) Cousin", 'C'],
    ["Asha is Farhan's maternal aunt. How is Farhan's mother related to Asha?\na) Sister\nb) Mother\nc) Sister-in-law\nd) Cousin", 'A'],
    ],
    declines: [
    // An aunt with no side may be the mother's sister or the father's.
    "Asha is the aunt of Farhan. How is Farhan's mother related to Asha?\na) Sister\nb) Mother\nc) Sister-in-law\nd) Cousin",
    // Farhan's uncle may be one of several.
    "Asha is Farhan's maternal aunt. How is Farhan's uncle related to Asha?\na) Brother\nb) Husband\nc) Brother-in-law\nd) Cousin",
    ],
  },
  {
    title: 'answers offered in other forms',
    picks: [
    // 1/8 + 1/12 = 5/24: 24/5 days, printed as an improper fraction or a mixed number.
    ['A can do a work in 8 days and B in 12 days. In how many days can they finish it together?\n(a) 24/5 days (b) 5 days (c) 10 days (d) 4 days', 'A'],
    ['A can do a work in 8 days and B in 12 days. In how many days can they finish it together?\n(a) 4 4/5 days (b) 5 days (c) 10 days (d) 4 days', 'A'],
    // 12.5 ÷ 5 = 2.5 hours, printed in hours and minutes.
    ['A man walks at 5 km/h. How much time will he take to walk 12.5 km?\n(a) 2 hrs (b) 3 hrs (c) 2 hrs 30 min (d) 2 hrs 15 min', 'C'],
    // (40 − 36) : (36 − 30) = 2 : 3, printed with 'to'.
    ['In what ratio must rice at ₹30 per kg be mixed with rice at ₹40 per kg so that the mixture is worth ₹36 a kg?\n(a) 2 to 3 (b) 3 to 2 (c) 3 to 4 (d) 4 to 3', 'A'],
    ],
    declines: [
    // 24/5 is not 5/24 of a day, nor 24 days.
    'A can do a work in 8 days and B in 12 days. In how many days can they finish it together?\n(a) 5/24 days (b) 24 days (c) 10 days (d) 4 days',
    // 'None of these' is never taken on trust: an option may have been misread.
    'A can do a work in 8 days and B in 12 days. In how many days can they finish it together?\n(a) 5 days (b) 6 days (c) 10 days (d) None of these',
    ],
  },
  {
    title: 'a worker who joins later; two trains timed both ways',
    picks: [
    // Sonal 1/15 a day; the rest, 2/3, in 7 days at 2/21 a day: Priya 2/21 − 1/15 = 1/35.
    ['Sonal does 1/3 of a project in 5 days, then Priya joins her and the two finish what is left in 7 days. In how many days can Priya alone do the whole project?\n(a) 35 days (b) 15 days (c) 10.5 days (d) 50 days', 'A'],
    // Ravi 1/20 a day; 3/5 in 6 days is 1/10 a day: Amit 1/20, 20 days.
    ['Ravi completes 2/5 of a job in 8 days, and then Amit joins him and they finish the work that is left in 6 days. How long would Amit alone take?\n(a) 30 days (b) 60 days (c) 20 days (d) 40 days', 'C'],
    // 460 ÷ 115 = 4 m/s apart, 460 ÷ 23 = 20 m/s together: slower 8 m/s = 28.8 km/h.
    ['Two trains of lengths 340 m and 120 m take 115 seconds to cross each other when running in the same direction, but only 23 seconds when running in opposite directions. What is the speed of the slower train?\na) 43.2 km/h\nb) 28.8 km/h\nc) 8 km/h\nd) 72 km/h', 'B'],
    // 250 ÷ 10 = 25 together, 250 ÷ 50 = 5 apart: faster 15 m/s.
    ['Two trains 100 m and 150 m long cross each other in 10 seconds when moving in opposite directions, and in 50 seconds when moving in the same direction. Find the speed of the faster train in m/s.\na) 15 m/s\nb) 10 m/s\nc) 25 m/s\nd) 5 m/s', 'A'],
    ],
    declines: [
    // Priya joins someone else: who works on the rest is not said.
    'Sonal does 1/3 of a project in 5 days, then Priya joins Meena and the two finish what is left in 7 days. In how many days can Priya alone do the whole project?\n(a) 35 days (b) 15 days (c) 10.5 days (d) 50 days',
    // The second time is for a pole, not for the other way.
    'Two trains of lengths 340 m and 120 m take 115 seconds to cross each other and 23 seconds to cross a pole when running in opposite directions. What is the speed of the slower train?\na) 43.2 km/h\nb) 28.8 km/h\nc) 8 km/h\nd) 72 km/h',
    // Which train is not said.
    'Two trains of lengths 340 m and 120 m take 115 seconds to cross each other when running in the same direction, but only 23 seconds when running in opposite directions. What is the speed of the train?\na) 43.2 km/h\nb) 28.8 km/h\nc) 8 km/h\nd) 72 km/h',
    ],
  },
  {
    title: 'pipes named only by a comparison; a pipe closed "4 minutes later"',
    picks: [
      // a = 1.5b; 57 × 2.5b = 1: b = 1/142.5.
      ['One tap is 50% faster than another. If together they fill a tank in 57 hours, the slower tap alone fills it in\nA. 95 hours   B. 85.5 hours   C. 142.5 hours   D. 114 hours', 'C'],
      // 4 min together: 4 × (1/30 + 1/8) = 19/30; the rest 11/30 by A: 11 min; 15 in all.
      ['Pipes A and B fill a tank in 30 min and 8 min. Both are opened; 4 minutes later B is closed and A alone fills the rest. How long does it take in all to fill the tank?\n(a) 26 minutes (b) 15 minutes (c) 11 minutes (d) 19 minutes', 'B'],
    ],
    declines: [
      // 'One tap alone': which one is not said.
      'One tap is 50% faster than another. If together they fill a tank in 57 hours, how long does one tap alone take?\nA. 95 hours   B. 85.5 hours   C. 142.5 hours   D. 114 hours',
      // '50% slower' may mean half the rate or half as long again: not read.
      'One tap is 50% slower than another. If together they fill a tank in 57 hours, the faster tap alone fills it in\nA. 85.5 hours   B. 95 hours   C. 171 hours   D. 114 hours',
    ],
  },
  {
    title: 'mixed numbers as rates',
    picks: [
      // Up 24, down 36 in 6 h; up 36, down 24 in 6.5 h: 1/up = 1/8, 1/down = 1/12; stream (12 − 8) ÷ 2 = 2.
      ['A boat covers 24 km upstream and 36 km downstream in 6 hours, while it covers 36 km upstream and 24 km downstream in 6 1/2 hours. The speed of the current is:\n(a) 1 km/hr (b) 2 km/hr (c) 1.5 km/hr (d) 2.5 km/hr', 'B'],
      // a = 1.75b, 7(2.75b) = 1: b = 4/77, a = 1/11.
      ['A and B can do a job together in 7 days. A is 1 3/4 times as efficient as B. The same job can be done by A alone in:\n(a) 9 1/3 days (b) 11 days (c) 12 1/4 days (d) 16 1/3 days', 'B'],
      // 1/37.5 + 1/45 = 11/225: 20 5/11 minutes.
      ['Two pipes A and B can fill a tank in 37 1/2 minutes and 45 minutes respectively. Both together fill it in:\n(a) 20 5/11 minutes (b) 20 minutes (c) 41 1/4 minutes (d) 82 1/2 minutes', 'A'],
    ],
    declines: [
      // 9 1/3 has no exact decimal, and 'thrice as much time to row up than as to row down' is not read.
      'A man can row 9 1/3 kmph in still water and finds that it takes him thrice as much time to row up than as to row down the same distance in the river. The speed of the current is:\n(a) 3 1/3 km/hr (b) 3 1/9 km/hr (c) 4 2/3 km/hr (d) 4 1/2 km/hr',
    ],
  },
  {
    title: 'mensuration: one side as a fraction of the other',
    picks: [
      // b = 3/4 l: 3/4 l² = 768, l² = 1024, l = 32.
      ['The breadth of a rectangular hall is three-fourths of its length. If the area of the floor is 768 sq m, find the length.\n(a) 32 m (b) 24 m (c) 28 m (d) 36 m', 'A'],
      // b = l/2: 2(l + l/2) = 60, l = 20, b = 10: 200.
      ['The breadth of a rectangle is half its length. Its perimeter is 60 cm. Find its area.\n(a) 100 cm² (b) 200 cm² (c) 300 cm² (d) 400 cm²', 'B'],
      // Declined before round 12: b = l/2, l²/2 = 200, l = 20, b = 10: perimeter 60.
      ['The breadth of a rectangle is half its length and its area is 200 sq m. Find the perimeter.\n(a) 60 m (b) 30 m (c) 40 m (d) 80 m', 'A'],
    ],
    declines: [
      // A fraction of the height says nothing of the length.
      'The breadth of a rectangular hall is three-fourths of its height. If the area of the floor is 768 sq m, find the length.\n(a) 32 m (b) 24 m (c) 28 m (d) 36 m',
      // A length shorter than the breadth: the sides are not what the readers take them for.
      'The length of a rectangle is half its breadth. Its perimeter is 60 cm. Find its area.\n(a) 100 cm² (b) 200 cm² (c) 300 cm² (d) 400 cm²',
    ],
  },
  {
    title: 'a year that only sets the story',
    picks: [
    // 1/10 + 1/15 = 1/6.
    ['In 2019, Ramesh, a farmer from Nashik, noticed that a tank on his farm is filled by pipe A in 10 hours and by pipe B in 15 hours. If both pipes are opened together, how long will it take to fill the tank?\n(a) 6 hours (b) 12.5 hours (c) 5 hours (d) 25 hours', 'A'],
    // 72 km/h = 20 m/s; 300 ÷ 20 = 15 s.
    ['In the year 2023, the Rajdhani Express, 300 m long, ran at 72 km/h. How long did it take to pass a pole?\n(a) 15 seconds (b) 20 seconds (c) 10 seconds (d) 30 seconds', 'A'],
    ],
    declines: [
    // In an age sum the year is a figure: 2025 − 2019 must be read, not dropped.
    'In 2019, a man was 30 years old. How old will he be in 2025?\n(a) 36 years (b) 30 years (c) 35 years (d) 40 years',
    ],
  },
  {
    title: '"the same way", "fully passes", a chat without articles, a flow "of water per minute"',
    picks: [
      // The tunnel is 260 m longer and takes 26 s more: 10 m/s = 36 km/h.
      ['pls solve: train crosses 170m platform in 48 sec and 430m tunnel in 74 sec. find speed in km/h\nA) 36 km/h B) 12.75 km/h C) 45 km/h D) 10 km/h', 'A'],
    // The ask first. 144 km/h = 40 m/s; 550 m at 25 m/s apart in 22 s: the slower 15 m/s = 54 km/h.
    ['The speed of the slower train is?\nA 260 m train at 144 km/hr fully passes a 290 m train going the same way in 22 s.\n(a) 54 km/h (b) 90 km/h (c) 64 km/h (d) 72 km/h', 'A'],
    // C/36 + C/15 − 12 = C/20: C × 8/180 = 12, C = 270.
    ['Pipe A can fill a tank in 36 minutes and pipe B in 15 minutes. Pipe C can empty 12 litres of water per minute. If all the three pipes are opened, the tank is filled in 20 minutes. What is the capacity of the tank?\nA. 240 litres  B. 612 litres  C. 270 litres  D. 135 litres', 'C'],
    ],
    declines: [
    // Which way the trains go is not said.
    'A 260 m train at 144 km/hr fully passes a 290 m train in 22 s. The speed of the slower train is?\n(a) 54 km/h (b) 90 km/h (c) 64 km/h (d) 72 km/h',
    // No time with all three open: the capacity is not fixed.
    'Pipe A can fill a tank in 36 minutes and pipe B in 15 minutes. Pipe C can empty 12 litres of water per minute. What is the capacity of the tank?\nA. 240 litres  B. 612 litres  C. 270 litres  D. 135 litres',
    ],
  },
];

describeTopics(TOPICS);
