import { describe, expect, it } from 'vitest';
import { checkedSolution } from '../../support/quant-doubt-checks';

/**
 * Round 9 (pipes, trains, boats, relative speed, mensuration): wordings written for this round,
 * each worked by hand. Answers that are a time of day ('1:20 p.m.') are matched to the option by
 * the clock. Each new reading has a must-decline beside it.
 */

/** The option the tutor names, with the value it states. */
function named(text: string): { letter: string | undefined; stated: string | undefined } {
  const worked = checkedSolution(text);
  return { letter: worked?.option?.letter, stated: worked?.stated };
}

describe('meeting at a time of day: two start times, a head start for the first', () => {
  it.each([
    // By 6 a.m. the first has gone 60 km; 125 km at 100 km/h: 1 h 15 min after 6 a.m.
    ['Two stations P and Q are 185 km apart. A train starts from P at 5 a.m. and travels towards Q at 60 km/h. Another train starts from Q at 6 a.m. and travels towards P at 40 km/h. At what time will they meet?\n(a) 6:15 a.m. (b) 6:51 a.m. (c) 7:51 a.m. (d) 7:15 a.m.', 'D', '7:15 a.m.'],
    // The ask first: 30 km by 10 a.m.; 106.25 km at 85 km/h = 1 h 15 min.
    ['At what time do they meet? A lorry leaves Pune at 9 a.m. for Nashik, 136.25 km away, at 30 km/h; a van leaves Nashik for Pune at 10 a.m. at 55 km/h.\nA) 10:45 a.m. B) 12:15 p.m. C) 11:15 a.m. D) 10:15 a.m.', 'C', '11:15 a.m.'],
    // Half-hour start in minutes: 20 km by 7:30; 70 km at 70 km/h = 1 h.
    ['Towns Gaya and Patna are 90 km apart. Ravi sets out from Gaya at 7 a.m. riding towards Patna at 40 km per hour; Sunil sets out from Patna at 7:30 a.m. riding towards Gaya at 30 km per hour. When will they meet?\n(a) 8:30 a.m. (b) 9 a.m. (c) 8:15 a.m. (d) 9:30 a.m.', 'a', '8:30 a.m.'],
    // The speed before the time, past noon: 45 km by 2 p.m.; 165 km at 110 km/h = 1.5 h.
    ['A bus at 45 km/h leaves Delhi at 1 p.m. for Agra, 210 km away. A car at 65 km/h leaves Agra at 2 p.m. for Delhi. At what time do they cross each other?\n(a) 3:30 p.m. (b) 3 p.m. (c) 4 p.m. (d) 2:30 p.m.', 'a', '3:30 p.m.'],
    // Both at 8 a.m. (said once, 'at the same time'): 150 ÷ 75 = 2 h.
    ['Two cyclists start at 8 a.m. at the same time from towns A and B, 150 km apart, and ride towards each other at 40 km/h and 35 km/h. At what time do they meet?\n(a) 10 a.m. (b) 9 a.m. (c) 10:30 a.m. (d) 11 a.m.', 'a', '10 a.m.'],
    // Reaching noon: 20 km by 10 a.m.; 80 km at 40 km/h = 2 h.
    ['Two villages are 100 km apart. Meena leaves the first at 9 a.m. towards the second at 20 km/h, and Kiran leaves the second towards the first at 10 a.m. at 20 km/h. At what time do they meet?\n(a) 11:30 a.m. (b) 12 noon (c) 1 p.m. (d) 11 a.m.', 'b', '12 noon'],
  ] as const)('%s', (text, letter, stated) => {
    const worked = named(text);
    expect(worked.letter?.toLowerCase()).toBe(letter.toLowerCase());
    expect(worked.stated).toBe(stated);
  });

  it.each([
    // (A chase, both the same way, is answered since round 10: quant-doubts-round10-motion.test.ts.)
    // Two start times but one speed: the second speed is missing.
    'Two stations P and Q are 185 km apart. A train starts from P at 5 a.m. and travels towards Q at 60 km/h. Another train starts from Q at 6 a.m. and travels towards P. At what time will they meet?',
    // The first covers the whole distance before the second starts.
    'Two towns are 50 km apart. A car leaves the first at 5 a.m. towards the second at 60 km/h and a bus leaves the second at 6 a.m. towards the first at 40 km/h. At what time do they meet?',
    // How far from a town is asked, not when.
    'Two stations P and Q are 185 km apart. A train starts from P at 5 a.m. and travels towards Q at 60 km/h. Another train starts from Q at 6 a.m. and travels towards P at 40 km/h. How far from P will they meet?',
  ])('declines: %s', (text) => expect(checkedSolution(text)).toBeNull());
});

describe('pipes opened at different times of day: when is the tank full', () => {
  it.each([
    // P alone 9-10 a.m.: 1/10; then 1/10 + 1/5 = 3/10 an hour for 9/10: 3 hours.
    ['An empty tank is being filled from 9 a.m. by tap P, which alone would take 10 hours. At 10 a.m. tap Q, which alone would take five hours, is also turned on. When does the tank become full?\na) 2 p.m.  b) 12:20 p.m.  c) 1:20 p.m.  d) 1 p.m.', 'd', '1 p.m.'],
    // Letters: A alone 9-10 a.m. fills 1/4; then 1/4 + 1/12 = 1/3 an hour for 3/4: 2 h 15 min.
    ['Pipe A can fill a tank in 4 hours and pipe B can fill it in 12 hours. Pipe A is opened at 9 a.m. and pipe B at 10 a.m. At what time will the tank be full?\n(a) 11:30 a.m. (b) 12 noon (c) 11:45 a.m. (d) 12:15 p.m.', 'd', '12:15 p.m.'],
    // Tap 8-9 a.m.: 1/4; then 1/4 − 1/12 = 1/6 an hour for 3/4: 4.5 h.
    ['A tap fills an empty cistern in 4 hours. It is opened at 8 a.m. A leak which can empty the full cistern in 12 hours starts at 9 a.m. At what time will the cistern be full?\n(a) 1:30 p.m. (b) 12:30 p.m. (c) 2 p.m. (d) 1 p.m.', 'a', '1:30 p.m.'],
    // 7 to 8 a.m.: 1/3; then 1/3 + 1/9 = 4/9 for 2/3: 1.5 h.
    ['27. An empty tank is being filled from 7 a.m. by tap P, which alone would take three hours. At 8 a.m. tap Q, which alone would take 9 hours, is also turned on. When does the tank become full?\n(a) 10:15 a.m. (b) 10:30 a.m. (c) 9:15 a.m. (d) 9:30 a.m.', 'd', '9:30 a.m.'],
  ] as const)('%s', (text, letter, stated) => {
    const worked = named(text);
    expect(worked.letter?.toLowerCase()).toBe(letter.toLowerCase());
    expect(worked.stated).toBe(stated);
  });

  it.each([
    // B is closed again at noon: not read.
    'Pipe A can fill a tank in 4 hours and pipe B can fill it in 12 hours. Pipe A is opened at 9 a.m. and pipe B at 10 a.m. B is closed at 11 a.m. At what time will the tank be full?',
    // Only one opening time for two pipes.
    'Pipe A can fill a tank in 4 hours and pipe B can fill it in 12 hours. Pipe A is opened at 9 a.m. and pipe B a little later. At what time will the tank be full?',
    // The leak starts first, with the tank empty.
    'A tap fills an empty cistern in 4 hours. It is opened at 9 a.m. A leak which can empty the full cistern in 12 hours starts at 8 a.m. At what time will the cistern be full?',
    // 9:23 a.m. and 20 seconds: between two minutes, so no option is claimed.
    'Taps A and B fill a cistern in 30 minutes and 60 minutes. Tap A is turned on at 9 a.m. and tap B at 9:10 a.m. When will the cistern be full?\n(a) 9:20 a.m. (b) 9:23 a.m. (c) 9:25 a.m. (d) 9:40 a.m.',
    // The part filled by a time is asked, not when it is full.
    'An empty tank is being filled from 9 a.m. by tap P, which alone would take 10 hours. At 10 a.m. tap Q, which alone would take five hours, is also turned on. What part of the tank is full at 11 a.m.?',
  ])('declines: %s', (text) => expect(checkedSolution(text)).toBeNull());
});

describe('pipes by letter in one sentence, their times of day in the next', () => {
  it.each([
    // A 10-11 a.m.: 1/10; then 1/10 + 1/8 = 9/40 for 9/10: 4 h.
    ['Pipe A can fill a tank in 10 hours and pipe B in 8 hours. Pipe A is opened at 10 a.m., and pipe B is opened at 11 a.m., an hour later. At what time will the empty tank be full?\n(A) 3 p.m. (B) 4 p.m. (C) 3:15 p.m. (D) 8 p.m.', 'A', '3 p.m.'],
    // Minutes, 'respectively' style: A alone 9:00-9:10 fills 1/3; then 1/30 + 1/20 = 1/12 a minute for 2/3: 8 minutes.
    ['Taps A and B fill a cistern in 30 minutes and 20 minutes. Tap A is turned on at 9 a.m. and tap B at 9:10 a.m. When will the cistern be full?\n(a) 9:20 a.m. (b) 9:18 a.m. (c) 9:25 a.m. (d) 9:30 a.m.', 'b', '9:18 a.m.'],
  ] as const)('%s', (text, letter, stated) => {
    const worked = named(text);
    expect(worked.letter?.toLowerCase()).toBe(letter?.toLowerCase());
    expect(worked.stated).toBe(stated);
  });
});

describe('a train passing two walkers: the same length at two relative speeds', () => {
  it.each([
    // (v − 6)·16 = (v − 9)·18 in km/h·s: 2v = 66, v = 33 km/h (the length is 120 m).
    ['A train overtakes two persons who are walking in the same direction in which the train is going, at the rate of 6 kmph and 9 kmph, and passes them completely in 16 seconds and 18 seconds respectively. What is the speed of the train in kmph?\n(a) 24 kmph (b) 39 kmph (c) 33 kmph (d) 27 kmph', 'c', '33 km/h'],
    // Walkers at 5/6 and 35/18 m/s: (v − 5/6)·18 = (v − 35/18)·20, v = 215/18 m/s; length 200 m.
    ['Two men are walking beside a railway line in the direction of a train, one at 3 km per hour and the other at 7 km per hour. The train takes 18 seconds to pass the first man and 20 seconds to pass the second. What is the length of the train?\n(a) 200 m (b) 215 m (c) 72 m (d) 180 m', 'a', '200 m'],
    // Coming towards it at 1 m/s and 5 m/s: (v + 1)·10 = (v + 5)·8, v = 15 m/s = 54 km/h; length 160 m.
    ['Two joggers are running towards the train along the track at 3.6 km/h and 18 km/h. The train passes them in 10 seconds and 8 seconds respectively. Find the length of the train.\n(a) 150 m (b) 160 m (c) 170 m (d) 180 m', 'b', '160 m'],
    ['Two joggers are running towards the train along the track at 3.6 km/h and 18 km/h. The train passes them in 10 seconds and 8 seconds respectively. Find the speed of the train.\n(a) 15 km/h (b) 45 km/h (c) 54 km/h (d) 60 km/h', 'c', '54 km/h'],
  ] as const)('%s', (text, letter, stated) => {
    const worked = named(text);
    expect(worked.letter?.toLowerCase()).toBe(letter);
    expect(worked.stated).toBe(stated);
  });

  it.each([
    // Which way the walkers go is not said.
    'A train passes two men walking at 6 km/h and 9 km/h beside the line in 16 seconds and 18 seconds respectively. What is the speed of the train?',
    // The second time is written first: the pairing is turned round.
    'Two men are walking in the direction of a train, one at 3 km/h and the other at 7 km/h. The train passes the second in 20 seconds and the first in 18 seconds. What is the length of the train?',
    // A length is given as well: more figures than the two unknowns need.
    'A 200 m long train overtakes two men walking in the same direction at 3 km/h and 7 km/h in 18 seconds and 20 seconds. What is the speed of the train?',
  ])('declines: %s', (text) => expect(checkedSolution(text)).toBeNull());
});

describe('every pipe named at once: "with A, B and the waste pipe all open"', () => {
  it.each([
    // C(1/12 + 1/32) − 7 = C/9: C(11/96 − 1/9) = 7, C × 1/288 = 7, C = 2,016 litres.
    ['Q27. Taps A and B fill a cistern in 12 min and 32 min. A waste pipe removes 7 litres per minute. With A, B and the waste pipe all open, the cistern fills in 9 min. How many litres does the cistern hold?\nA. 371 litres   B. 2,016 litres   C. 63 litres   D. 2,026 litres', 'b', '2,016 litres'],
    // C(1/38 + 1/7) − 6 = C/6: C × 2/798 = 6, C = 2,394 litres.
    ['Taps A and B fill a cistern in 38 min and 7 min. A waste pipe removes 6 litres a minute. When A, B and the waste pipe are all open, the cistern fills in 6 min. How many litres does the cistern hold?\na. 2,394 litres b. 306 litres c. 36 litres d. 2,404 litres', 'a', '2,394 litres'],
  ] as const)('%s', (text, letter, stated) => {
    const worked = named(text);
    expect(worked.letter?.toLowerCase()).toBe(letter);
    expect(worked.stated).toBe(stated);
  });

  it('declines when only two of the three are said to be open with no time for the waste pipe', () => {
    // A and B open together, the waste pipe not mentioned: the 9 minutes cannot be A and B alone (they take 96/11).
    expect(checkedSolution('Taps A and B fill a cistern in 12 min and 32 min. A waste pipe removes 7 litres per minute. With A and B open, the cistern fills in 9 min. How many litres does the cistern hold?')).toBeNull();
  });
});

describe('cones with π = 22/7 (or 3.14 when the question says so)', () => {
  it.each([
    // (1/3) × 22/7 × 49 × 24 = 1,232.
    ['A cone has radius 7 cm and height 24 cm. Find its volume. Use pi = 22/7.\n(a) 1,232 cm³ (b) 3,696 cm³ (c) 616 cm³ (d) 550 cm³', 'a', '1,232 cm³'],
    // 22/7 × 7 × 10 = 220 (the height, √51, is not needed).
    ['Find the curved surface area of a cone whose base radius is 7 cm and slant height is 10 cm. (π = 22/7)\n(a) 374 cm² (b) 220 cm² (c) 154 cm² (d) 440 cm²', 'b', '220 cm²'],
    // r = 6, h = 8, l = 10: 3.14 × 6 × 16 = 301.44.
    ['A conical heap of wheat has a diameter of 12 m and a height of 8 m. What is its total surface area? (π = 3.14)\n(a) 188.4 m² (b) 301.44 m² (c) 113.04 m² (d) 401.92 m²', 'b', '301.44 m²'],
    // √(25 + 144) = 13.
    ['The radius of a cone is 5 cm and its height is 12 cm. Find its slant height.\n(a) 17 cm (b) 13 cm (c) 7 cm (d) 15 cm', 'b', '13 cm'],
  ] as const)('%s', (text, letter, stated) => {
    const worked = named(text);
    expect(worked.letter?.toLowerCase()).toBe(letter);
    expect(worked.stated).toBe(stated);
  });

  it.each([
    // √65 is not exact.
    'The radius of a cone is 4 cm and its height is 7 cm. Find its slant height.',
    // Radius and diameter both given: which one is meant is not clear.
    'A cone has radius 7 cm, diameter 14 cm and height 24 cm. Find its volume.',
    // Mixed units with no conversion asked: not read.
    'A cone has radius 70 cm and height 2 m. Find its volume.',
    // A cone on a hemisphere is another shape.
    'A toy is a cone of radius 7 cm and height 24 cm mounted on a hemisphere of the same radius. Find its volume.',
  ])('declines: %s', (text) => expect(checkedSolution(text)).toBeNull());
});

describe('already read, kept as written this round: boats, mensuration, trains in other words', () => {
  it.each([
    ['A man rows against the stream at 8 km/h and with the stream at 14 km/h. What is his speed in still water?\n(a) 11 km/h (b) 3 km/h (c) 22 km/h (d) 6 km/h', 'a'],
    ['Against the stream a boat covers 24 km in 4 hours, and with the current it covers 36 km in 3 hours. Find the speed of the current.\n(a) 3 km/h (b) 6 km/h (c) 9 km/h (d) 12 km/h', 'a'],
    // 36/18 + 36/12 = 5 hours.
    ['The speed of a boat in still water is 15 km/h and the current flows at 3 km/h. How long will the boat take to go 36 km downstream and come back?\n(a) 5 hours (b) 4 hours (c) 5.5 hours (d) 6 hours', 'a'],
    ['Speed of stream = 4 km/hr, speed of boat in still water = 12 km/hr. time to row 48 km against the stream?\n(a) 6 hrs (b) 4 hrs (c) 3 hrs (d) 8 hrs', 'a'],
    // 24/12 − 24/24 = 1 hour at a stream of 6 km/h.
    ['A motorboat whose speed in still water is 18 km/h takes 1 hour more to go 24 km upstream than to return downstream to the same spot. Find the speed of the stream.\n(a) 6 km/h (b) 4 km/h (c) 8 km/h (d) 3 km/h', 'a'],
    ['A rectangular field is 120 m long and 80 m wide. Find the cost of fencing it at ₹15 per metre.\n(a) ₹6,000 (b) ₹3,000 (c) ₹4,800 (d) ₹1,44,000', 'a'],
    // 800 × 600 ÷ (40 × 40) = 300.
    ['How many square tiles of side 40 cm are needed to floor a room 8 m long and 6 m broad?\n(a) 300 (b) 120 (c) 30 (d) 3,000', 'a'],
    ['The radius of a circular garden is 21 m. What is the cost of fencing it at Rs. 5 per metre? (π = 22/7)\n(a) ₹660 (b) ₹1,386 (c) ₹6,930 (d) ₹330', 'a'],
    ['The length of a rectangle is 2.5 m and its breadth is 80 cm. Find its area in square metres.\n(a) 2 m² (b) 200 m² (c) 20 m² (d) 0.2 m²', 'a'],
    ['A cuboid tank measures 5 m by 4 m by 3 m. How many litres of water can it hold?\n(a) 60,000 litres (b) 6,000 litres (c) 600 litres (d) 60 litres', 'a'],
    ['A train running at 20 m/s crosses a pole in 9 seconds. What is the length of the train?\n(a) 180 m (b) 160 m (c) 200 m (d) 90 m', 'a'],
    // 150/6 = 25 m/s relative = 90 km/h, less the walker's 6: 84 km/h.
    ['A train 150 m long passes a man walking at 6 km/h in the opposite direction in 6 seconds. What is the speed of the train?\n(a) 84 km/h (b) 90 km/h (c) 96 km/h (d) 78 km/h', 'a'],
  ] as const)('%s', (text, letter) => expect(checkedSolution(text)?.option?.letter.toLowerCase()).toBe(letter));
});
