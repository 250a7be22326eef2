import { describe, expect, it } from 'vitest';
import { checkedSolution, expectRightOrDeclined } from '../../support/quant-doubt-checks';

/**
 * Round 10 (time and work, pipes, trains, boats, relative speed): ideas the sentence readers
 * lacked, in wordings written for this round and worked by hand. Each new reading has a
 * must-decline beside it.
 */

/** The option the tutor names, with the value it states. */
function named(text: string): { letter: string | undefined; stated: string | undefined } {
  const worked = checkedSolution(text);
  return { letter: worked?.option?.letter, stated: worked?.stated };
}

function expectNamed(text: string, letter: string, stated: string): void {
  const worked = named(text);
  expect(worked.letter?.toLowerCase(), text).toBe(letter.toLowerCase());
  expect(worked.stated, text).toBe(stated);
}

describe('average speed of legs and the speed wanted on the second half', () => {
  it.each([
    // 40/20 + 60/30 = 4 h for 100 km.
    ['A cyclist rides 40 km at 20 km/h and then 60 km at 30 km/h. What is his average speed for the whole ride?\n(a) 25 km/h (b) 24 km/h (c) 26 km/h (d) 50 km/h', 'a', '25 km/h'],
    // The ask first: 100/50 + 200/40 = 7 h for 300 km.
    ['Average speed of the journey? The first 100 km at 50 km/h, the next 200 km at 40 km/h.\nA) 45 km/h B) 42.86 km/h C) 44 km/h D) 41 km/h', 'B', '42.86 km/h'],
    // Equal halves: 30 = 2 × 20v ÷ (20 + v), v = 600 ÷ 10.
    ['A man wants to average 30 km/h over a trip. He covers the first half of the distance at 20 km/h. At what speed must he cover the other half?\n(a) 40 km/h (b) 60 km/h (c) 45 km/h (d) 50 km/h', 'b', '60 km/h'],
    // The wanted average stated after the ask.
    ['A scooter covers the first half of a road at 30 km/h. At what speed must it do the second half so that the average speed for the whole road is 40 km/h?\n(a) 50 km/h (b) 60 km/h (c) 45 km/h (d) 55 km/h', 'b', '60 km/h'],
  ] as const)('%s', (text, letter, stated) => expectNamed(text, letter, stated));

  it.each([
    // A leg without its speed.
    'A cyclist rides 40 km at 20 km/h and then 60 km more. What is his average speed for the whole ride?',
    // Half of the time, not of the distance: a different sum.
    'A man wants to average 30 km/h. He drives for the first half of the time at 20 km/h. At what speed must he drive the other half?',
    // Impossible: even infinitely fast, the first half at 15 km/h caps the average at 30 km/h.
    'A man wants to average 30 km/h over a trip. He covers the first half of the distance at 15 km/h. At what speed must he cover the other half?',
  ])('declines: %s', (text) => expect(checkedSolution(text)).toBeNull());
});

describe('after passing each other, two trains; a train passing a walker; two trains, a man and each other', () => {
  it.each([
    // Agra bus: 9 h after meeting; Delhi bus: 4 h. 40 : v = √4 : √9, v = 60.
    ['Two buses start at the same time from Agra and Delhi towards each other. After meeting each other they take 9 hours and 4 hours to reach Delhi and Agra respectively. If the bus from Agra travels at 40 km/h, what is the speed of the bus from Delhi?\n(a) 90 km/h (b) 60 km/h (c) 26.67 km/h (d) 30 km/h', 'b', '60 km/h'],
    // Coming towards it: 45 + 9 = 54 km/h = 15 m/s, × 12 s.
    ['A train going at 45 km/h passes a cyclist coming towards it at 9 km/h in 12 seconds. Find the length of the train.\n(a) 120 m (b) 180 m (c) 150 m (d) 200 m', 'b', '180 m'],
    // 27x + 17y = 23(x + y): 4x = 6y, x : y = 3 : 2.
    ['Two trains running in opposite directions cross a man standing on the platform in 27 seconds and 17 seconds respectively, and they cross each other in 23 seconds. The ratio of their speeds is:\n(a) 3 : 2 (b) 2 : 3 (c) 27 : 17 (d) 1 : 1', 'a', '3 : 2'],
    // The faster train first: 20x + 30y = 24(x + y): −4x = −6y, x : y = 3 : 2.
    ['Two trains moving in opposite directions cross a pole in 20 seconds and 30 seconds respectively and cross each other in 24 seconds. Find the ratio of their speeds.\n(a) 2 : 3 (b) 3 : 2 (c) 4 : 5 (d) 5 : 4', 'b', '3 : 2'],
    // The question first: the pole gives 200 ÷ 10 = 20 m/s; the bridge: 500 ÷ 20.
    ['How long will it take to cross a 300 m bridge? A train 200 m long passes a pole in 10 seconds.\n(a) 15 seconds (b) 25 seconds (c) 10 seconds (d) 30 seconds', 'b', '25 seconds'],
  ] as const)('%s', (text, letter, stated) => expectNamed(text, letter, stated));

  it.each([
    // The places reached are not the places started from.
    'Two buses start at the same time from Agra and Delhi towards each other. After meeting each other they take 9 hours and 4 hours to reach Jaipur and Kanpur respectively. If the bus from Agra travels at 40 km/h, what is the speed of the bus from Delhi?',
    // Which way the cyclist rides is not said.
    'A train going at 45 km/h passes a cyclist riding at 9 km/h in 12 seconds. Find the length of the train.',
    // The same direction: the man-and-each-other rule is for opposite ways.
    'Two trains running in the same direction cross a man standing on the platform in 27 seconds and 17 seconds respectively, and they cross each other in 23 seconds. The ratio of their speeds is:',
    // Impossible times: crossing each other cannot take longer than both.
    'Two trains running in opposite directions cross a pole in 20 seconds and 30 seconds respectively and cross each other in 35 seconds. Find the ratio of their speeds.',
  ])('declines: %s', (text) => expect(checkedSolution(text)).toBeNull());
});

describe('a chase or a meeting at a time of day', () => {
  it.each([
    // Head start 30 × 2 = 60 km, closed at 20 km/h in 3 h: 8 a.m. + 3 h.
    ['A leaves a town at 6 a.m. at 30 km/h. B leaves the same town at 8 a.m. in the same direction at 50 km/h. At what time will B overtake A?\n(a) 10 a.m. (b) 11 a.m. (c) 12 noon (d) 11:30 a.m.', 'b', '11 a.m.'],
    // The same chase, asked as a distance: 50 × 3.
    ['Anil sets out from Pune at 6 a.m. riding at 30 km/h. Sunil sets out from Pune at 8 a.m. in the same direction at 50 km/h. How far from Pune will Sunil overtake Anil?\n(a) 60 km (b) 150 km (c) 90 km (d) 120 km', 'b', '150 km'],
    // Both at 7 a.m.: 330 ÷ 110 = 3 h.
    ['Two buses start at 7 a.m. from X and Y, which are 330 km apart, and travel towards each other at 50 km/h and 60 km/h. At what time will they meet?\n(a) 9 a.m. (b) 10 a.m. (c) 10:30 a.m. (d) 11 a.m.', 'b', '10 a.m.'],
  ] as const)('%s', (text, letter, stated) => expectNamed(text, letter, stated));

  it.each([
    // Two starting places and no distance between them.
    'A leaves P at 6 a.m. at 30 km/h. B leaves Q at 8 a.m. in the same direction at 50 km/h. At what time will B overtake A?',
    // The later one is slower: he never catches up.
    'A leaves a town at 6 a.m. at 50 km/h. B leaves the same town at 8 a.m. in the same direction at 30 km/h. At what time will B overtake A?',
  ])('declines: %s', (text) => expect(checkedSolution(text)).toBeNull());
});

describe('time and work: two kinds of worker, percent faster, the chain rule with an amount', () => {
  it.each([
    // 2m + 3w = 1/10, 6m + 3w = 1/5: 4m = 1/10, m = 1/40.
    ['2 men and 3 women can finish a job in 10 days, while 6 men and 3 women can finish it in 5 days. How many days will 1 man alone take?\n(a) 40 days (b) 60 days (c) 20 days (d) 30 days', 'a', '40 days'],
    // The same, one woman: w = (1/10 − 2/40) ÷ 3 = 1/60.
    ['2 men and 3 women can finish a job in 10 days, while 6 men and 3 women can finish it in 5 days. In how many days will one woman alone finish it?\n(a) 40 days (b) 60 days (c) 20 days (d) 30 days', 'b', '60 days'],
    // One kind per crew: a boy does 1/60, a girl 1/90; 2/60 + 3/90 = 1/15.
    ['A wall can be built by 4 boys in 15 days or by 3 girls in 30 days. In how many days will 2 boys and 3 girls build it?\n(a) 12 days (b) 15 days (c) 18 days (d) 20 days', 'b', '15 days'],
    // 25% more efficient: 1.25/45 + 1/45 = 2.25/45 a day.
    ['Kiran is 25% more efficient than Mohan, who alone can finish a task in 45 days. In how many days can they finish it working together?\n(a) 20 days (b) 22.5 days (c) 18 days (d) 25 days', 'a', '20 days'],
    // Kiran alone: 45 ÷ 1.25.
    ['Kiran is 25% more efficient than Mohan. Mohan alone takes 45 days to do a job. How many days will Kiran alone take?\n(a) 33.75 days (b) 36 days (c) 40 days (d) 56.25 days', 'b', '36 days'],
    // 15 × 6 × 12 ÷ 90 = 12 man-hours a metre; 120 × 12 ÷ (9 × 8).
    ['15 men working 6 hours a day dig a trench 90 m long in 12 days. How many men working 9 hours a day will dig 120 m in 8 days?\n(a) 18 (b) 20 (c) 24 (d) 16', 'b', '20'],
    // 8 × 6 × 10 ÷ 120 = 4 worker-hours a toy; 200 × 4 ÷ (10 × 8).
    ['8 workers working 6 hours a day can make 120 toys in 10 days. How many days will 10 workers working 8 hours a day take to make 200 toys?\n(a) 8 days (b) 10 days (c) 12 days (d) 15 days', 'b', '10 days'],
  ] as const)('%s', (text, letter, stated) => expectNamed(text, letter, stated));

  it.each([
    // One crew only: two rates, one equation.
    '2 men and 3 women can finish a job in 10 days. How many days will 1 man alone take?',
    // Two crews in the same proportion fix no single rate.
    '2 men and 3 women can finish a job in 10 days, while 4 men and 6 women can finish it in 5 days. How many days will 1 man alone take?',
    // No time for anyone.
    'Kiran is 25% more efficient than Mohan. How many days will they take together?',
    // The second gang lacks two measures.
    '15 men working 6 hours a day dig a trench 90 m long in 12 days. How many men will dig 120 m?',
  ])('declines: %s', (text) => expect(checkedSolution(text)).toBeNull());

  // Told by the time together: solved right, or left alone.
  it('percent faster with the time together is right or declined', () => {
    expectRightOrDeclined('Kiran is 25% more efficient than Mohan. Together they finish a job in 20 days. In how many days can Mohan alone do it?', 45);
  });
});

describe('pipes: a chatty opening, pipes counted then named', () => {
  it.each([
    // 'how to do this q:' is no question and 'q' no pipe: 1/4 − 1/12 = 1/6 emptied an hour.
    ['how to do this q: an outlet can empty a full cistern in 4 hours and a tap fills it in 12 hours. if both are opened when it is full, in how many hours will it be empty?\n(a) 6 hours (b) 3 hours (c) 8 hours (d) 16 hours', 'a', '6 hours'],
    // Three pipes are A, B and C: a = 2b = 4c, 7c = 1/14, a = 4/98, A alone 24.5 h.
    ['A cistern is filled by three pipes together in 14 hours. Pipe A is twice as fast as pipe B, and pipe B is twice as fast as pipe C. How much time will pipe A alone take to fill the cistern?\n(a) 24.5 hours (b) 49 hours (c) 98 hours (d) 28 hours', 'a', '24.5 hours'],
  ] as const)('%s', (text, letter, stated) => expectNamed(text, letter, stated));

  it.each([
    // Three pipes said, only two named by letter: who the third is is not known.
    'A cistern is filled by three pipes together in 14 hours. Pipe A is twice as fast as pipe B. How much time will pipe A alone take to fill the cistern?',
  ])('declines: %s', (text) => expect(checkedSolution(text)).toBeNull());
});

describe('boats: times as long in words, a round trip, a ratio of the ways, metres and minutes', () => {
  it.each([
    // Downstream 4 times as fast: b + 2 = 4(b − 2)... k = 3: b + 2 = 3(b − 2), b = 4.
    ['Rowing against the current takes three times as long as rowing with it over the same stretch. The current runs at 2 km/h. Find the speed of the boat in still water.\n(a) 4 km/h (b) 6 km/h (c) 3 km/h (d) 8 km/h', 'a', '4 km/h'],
    // 24/(10 + s) + 24/(10 − s) = 5: 5(100 − s²) = 480, s = 2.
    ['A boat goes 24 km upstream and returns to the starting point in 5 hours. Its speed in still water is 10 km/h. Find the speed of the stream.\n(a) 2 km/h (b) 3 km/h (c) 4 km/h (d) 1 km/h', 'a', '2 km/h'],
    // 21/14 + 21/6 = 5 h with b = 10.
    ['A man rows to a village 21 km away and back in 5 hours. The river flows at 4 km/h. What is his speed in still water?\n(a) 8 km/h (b) 10 km/h (c) 12 km/h (d) 14 km/h', 'b', '10 km/h'],
    // Down 3k, up k: 12/3k + 12/k = 8, k = 2; stream (6 − 2) ÷ 2.
    ['A swimmer goes to a point 12 km away and returns in 8 hours. He finds he can swim 3 km downstream in the same time as 1 km upstream. Find the speed of the stream.\n(a) 2 km/h (b) 4 km/h (c) 3 km/h (d) 1 km/h', 'a', '2 km/h'],
    // 0.6 km in 1/10 h up = 6 km/h, in 1/20 h down = 12 km/h: stream 3.
    ['A boat covers 600 metres upstream in 6 minutes and 600 metres downstream in 3 minutes. Find the speed of the stream in km/h.\n(a) 3 km/h (b) 6 km/h (c) 9 km/h (d) 4.5 km/h', 'a', '3 km/h'],
  ] as const)('%s', (text, letter, stated) => expectNamed(text, letter, stated));

  it.each([
    // The faster way said to take longer: not a boat question one can answer.
    'Going with the current takes twice as long as going against it. The current runs at 2 km/h. Find the speed of the boat in still water.',
    // A round trip with no time.
    'A boat goes 24 km upstream and returns to the starting point. Its speed in still water is 10 km/h. Find the speed of the stream.',
    // Metres and minutes, but the unit of the answer is not said.
    'A boat covers 600 metres upstream in 6 minutes and 600 metres downstream in 3 minutes. Find the speed of the stream.',
  ])('declines: %s', (text) => expect(checkedSolution(text)).toBeNull());
});

describe('after meeting, said by order: the first and the second', () => {
  it.each([
    // 36 : v = √4 : √16... the first needs 16 h, the second 4 h: v = 36 × √(16/4) = 72.
    ['Two riders leave two towns at the same moment towards each other. After they meet, the first needs 16 more hours and the second 4 more hours to reach the other town. The first rides at 36 km/h. Find the speed of the second.\n(a) 72 km/h (b) 144 km/h (c) 18 km/h (d) 9 km/h', 'a', '72 km/h'],
  ] as const)('%s', (text, letter, stated) => expectNamed(text, letter, stated));

  it.each([
    // Which rider's speed is given is not said.
    'Two riders leave two towns at the same moment towards each other. After they meet, the first needs 16 more hours and the second 4 more hours to reach the other town. One of them rides at 36 km/h. Find the speed of the second.',
  ])('declines: %s', (text) => expect(checkedSolution(text)).toBeNull());
});

describe('boats: the ratio of the ways said the other way round, the trip time in hours and minutes', () => {
  it.each([
    // Down 3k, up 2k: 15/3k + 15/2k = 2.5, k = 5; stream (15 − 10) ÷ 2.
    ['A fisherman rows to a point 15 km away and returns, the whole trip taking 2 hours 30 minutes. In the time he rows three km downstream he can row only two km upstream. Find the speed of the stream in km/hr.\n(a) 2.5 km/hr (b) 5 km/hr (c) 12.5 km/hr (d) 3 km/hr', 'a', '2.5 km/h'],
  ] as const)('%s', (text, letter, stated) => expectNamed(text, letter, stated));

  it.each([
    // The slower way said to go farther in the same time.
    'A fisherman rows to a point 15 km away and returns, the whole trip taking 2 hours 30 minutes. In the time he rows two km downstream he can row three km upstream. Find the speed of the stream in km/hr.',
  ])('declines: %s', (text) => expect(checkedSolution(text)).toBeNull());
});

describe('declined by earlier rounds, answered now', () => {
  it.each([
    // A chase from one place: 60 km ahead by 6 a.m., closed at 20 km/h in 3 h.
    ['A train leaves P at 5 a.m. at 60 km/h. Another train leaves P at 6 a.m. in the same direction at 80 km/h. At what time will the second overtake the first?\n(a) 8 a.m. (b) 9 a.m. (c) 9:30 a.m. (d) 10 a.m.', 'b', '9 a.m.'],
    // 27x + 17y = 23(x + y): 4x = 6y.
    ['Two trains running in opposite directions cross a man standing on the platform in 27 seconds and 17 seconds respectively and they cross each other in 23 seconds. The ratio of their speeds is:\n(a) 1 : 3 (b) 3 : 1 (c) 3 : 2 (d) 2 : 3', 'c', '3 : 2'],
  ] as const)('%s', (text, letter, stated) => expectNamed(text, letter, stated));
});

describe('boats: a student\'s opening and closing words', () => {
  it.each([
    // Downstream 32 ÷ 2 = 16 = 12 + s, s = 4; back upstream at 8 km/h: 32 ÷ 8.
    ['pls solve: boat speed in still water is 12 km/hr. it goes 32 km downstream in 2 hrs. how much time will it take to come back the same distance? ans?\na. 3 hours b. 4 hours c. 1.6 hours d. 4.5 hours', 'b', '4 hours'],
  ] as const)('%s', (text, letter, stated) => expectNamed(text, letter, stated));

  it.each([
    // The still-water speed is missing: the way back cannot be timed.
    'pls solve: a boat goes 32 km downstream in 2 hrs. how much time will it take to come back the same distance? ans?',
  ])('declines: %s', (text) => expect(checkedSolution(text)).toBeNull());
});
