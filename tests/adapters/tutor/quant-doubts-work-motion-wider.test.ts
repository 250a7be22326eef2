import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../../adapters/tutor/doubt/ocr-text';
import { solveQuantQuestion } from '../../../adapters/tutor/doubt/quant/solve-quant-question';

/** The worked answer, which must carry its check, or null for a decline. */
function solve(text: string) {
  const worked = solveQuantQuestion(parseQuestion(text));
  if (worked) expect(worked.steps.some((step) => step.title.startsWith('Check'))).toBe(true);
  return worked;
}

function expectValue(text: string, kind: string, values: readonly number[], unit?: string) {
  const worked = solve(text);
  expect(worked, text).not.toBeNull();
  expect(worked!.answer.kind, text).toBe(kind);
  expect(worked!.answer.values.length, text).toBe(values.length);
  for (const [index, value] of values.entries()) expect(worked!.answer.values[index], `${text}\n${worked!.finalAnswerText}`).toBeCloseTo(value, 2);
  if (unit) expect(worked!.answer.unit, text).toBe(unit);
}

describe('pipes, phrased the many ways papers phrase them', () => {
  it.each([
    // A leak: 'but due to a leak' in the same sentence, 'takes k hours longer', 'half an hour more'.
    ['A pipe fills a tank in 12 hours, but due to a leak the tank gets filled in 24 hours. In what time can the leak alone empty the full tank?', 24, 'hours'],
    ['A pipe fills a tank in 10 hours but because of a leak it takes 15 hours. How long would the leak take to empty the full tank?', 30, 'hours'],
    ['A cistern is normally filled in 8 hours but takes 2 hours longer to fill because of a leak in its bottom. If the cistern is full, the leak will empty it in', 40, 'hours'],
    ['A tank is filled by a pipe in 3 hours. Because of a leak it takes half an hour more to fill. How long will the leak take to empty the full tank?', 21, 'hours'],
    ['A tap can fill a tank in 5 hours. Because of a leak at the bottom, it takes 30 minutes more to fill the tank. If the tank is full, how long will the leak take to empty it?', 55, 'hours'],
    // The verb before its pipe: 'emptied by another tap'.
    ['A tank can be filled by a tap in 20 minutes and emptied by another tap in 30 minutes. If both taps are opened, how long will it take to fill the empty tank?', 60, 'minutes'],
    // Roles instead of names.
    ['Two taps together fill a tank in 18 hours. One of them alone can fill it in 30 hours. How long will the other tap alone take to fill the tank?', 45, 'hours'],
    // Hours and minutes mixed in one time.
    ['Pipe A can fill a tank in 2 hours and pipe B can fill it in 1 hour 30 minutes. If both are opened together, in how many minutes will the tank be filled?', 51.43, 'minutes'],
    // Turned off, then 'how much longer'.
    ['Two pipes A and B can fill a cistern in 12 minutes and 15 minutes. Both are opened together but after 3 minutes A is turned off. How much longer will B take to fill the cistern?', 8.25, 'minutes'],
    // One opened later.
    ['Two pipes A and B can fill a tank in 36 minutes and 45 minutes respectively. A waste pipe C can empty the tank in 30 minutes. First A and B are opened. After 7 minutes, C is also opened. In how much time will the tank be full?', 46, 'minutes'],
    ['Pipes A and B fill a tank in 10 and 15 hours. Pipe A is opened first, and pipe B is opened 2 hours later. In how many hours in all is the tank filled?', 6.8, 'hours'],
    // The tank's state in the question ('when the tank is empty ... be full') is not what is asked.
    ['An inlet can fill a tank in 8 hours and an outlet can empty it in 12 hours. If both are opened together when the tank is empty, in how many hours will the tank be full?', 24, 'hours'],
    ['A cistern can be filled by a tap in 4 hours while it can be emptied by another tap in 9 hours. If both the taps are opened simultaneously, then after how much time will the cistern get filled?', 7.2, 'hours'],
    ['A pipe can empty a full tank in 30 minutes while another pipe can fill it in 20 minutes. If both are opened when the tank is empty, in how many minutes will it be full?', 60, 'minutes'],
    // A count in digits: '2 taps' are the first and the second tap.
    ['2 taps together fill a tank in 10 hrs, first tap alone takes 50 hrs. second tap alone = ?', 12.5, 'hours'],
  ])('%s', (text, value, unit) => expectValue(text, 'pipes', [value], unit));

  it.each([
    ['Two pipes A and B can fill a tank in 14 minutes and 13 minutes respectively. If they are opened alternately for 1 minute each, beginning with A, in how much time will the tank be full?', 13.5],
    ['Pipe A can fill a tank in 4 hours and pipe B in 6 hours. They are opened alternately for one hour each, A being opened first. In how many hours will the tank be full?', 4.67],
    ['Pipe A fills a cistern in 4 min and pipe B in 10 min. They are turned on one after the other, one minute at a time, A first. How long does it take to fill the cistern?', 5.5],
  ])('takes turns: %s', (text, value) => expectValue(text, 'pipes', [value]));

  it.each([
    // Capacity: the full tank 'gets empty' with the tap open (all at work, emptying).
    ['capacity of the tank?? leak empties full tank in 8 hrs. a tap pours in 6 L per min. with tap open, full tank gets empty in 16 hrs', 5760],
    ['A leak can empty a full tank in 6 hours. A tap lets in 2 litres a minute. With the tap open, the full tank becomes empty in 15 hours. What is the capacity of the tank?', 1200],
  ])('capacity: %s', (text, value) => expectValue(text, 'pipes', [value], 'litres'));

  it.each([
    // An outlet part way up the tank works only above it.
    'Two taps can fill a cistern in 20 minutes and 30 minutes respectively. There is an outlet tap at exactly half level of that cistern which can empty the cistern in 25 minutes. In how much time will the cistern be full if all three are opened?',
    // Who begins the turns is not said.
    'Two pipes A and B can fill a tank in 12 minutes and 15 minutes. If they are opened alternately for 1 minute each, in how much time will the tank be full?',
    // An emptying pipe among the turns is not read.
    'Two pipes A and B can fill a tank in 12 and 15 minutes and a waste pipe C can empty it in 10 minutes. If they are opened alternately for 1 minute each, beginning with A, how long will it take?',
    // Neither filled nor emptied is said of the time with the leak's pipe open.
    'A leak empties a full tank in 10 hours. With the tap open, the tank is in 30 hours. How long does the tap alone take?',
  ])('declines: %s', (text) => expect(solve(text)).toBeNull());

  it('reads "another pipe canempty it" (a lost space) as emptying', () => {
    expectValue('A pipe can fill a cistern in 2 hours and another pipe canempty it in 10 hours. If both are opened together, in how much time will the cistern be filled?', 'pipes', [2.5], 'hours');
  });
});

describe('time and work, roles and helpers', () => {
  it.each([
    ['Rahul works twice as fast as his brother. Working together they build a boundary wall in 18 days. How long would the brother take alone?', 54],
    ['Manoj works four times as fast as his brother. Working together they build a boundary wall in 25 days. How long would the faster one take alone?', 31.25],
    ['Working together, two farm labourers harvest a field in 17 days. One of them alone takes 34 days. How many days will the other one alone take?', 34],
    ['Sanjay can paint a house in 25 days and Divya in 10 days. With the help of Arvind they finish it in 6 days. How long would Arvind alone take?', 37.5],
    ['A man can do a job in 6 days and a woman in 16 days. With the help of a boy they finish it together in 4 days. In how many days can the boy alone do it?', 48],
    ['A man, a woman and a boy can do a job in 3, 4 and 12 days respectively. How many days will they take working together?', 1.5],
    ['Ravi does half as much work as Sunil in the same time. Together they finish a work in 12 days. How long will Ravi alone take?', 36],
    ['A does 80% of a work in 20 days. He then calls in B and they together finish the remaining work in 3 days. How long will B alone take to do the whole work?', 37.5],
    ['A can do a certain job in 25 days which B alone can do in 20 days. A started the work and was joined by B after 10 days. The number of days taken in completing the work was', 16.67],
    ['16 labourers, working 10 hrs/day, build a wall in 23 days. How many days will 23 labourers take to build the same wall working 5 hrs/day?', 32],
    ['Rahul finished a job in 24 days after Fatima, who could do the whole job alone in 23 days, had worked on it for 11 days. How long would Rahul take to do the whole job alone?', 46],
  ])('%s', (text, value) => expectValue(text, 'time-work', [value], 'days'));

  it.each([
    ['₹9,270 is paid for a job that A alone could finish in 4 days and B alone in 14 days. If they do it together and share the money according to the work done, how much does A get?', 7210],
    ['A alone can finish a job in 4 days and B alone in 14 days. They do it together and are paid ₹9,270. How much does A get?', 7210],
  ])('wages: %s', (text, value) => expectValue(text, 'time-work', [value], 'rupees'));

  it.each([
    // The 'remaining work' with nothing said of a part done before it.
    'A can do a work in 10 days. B and A together finish the remaining work in 3 days. How long will B alone take?',
    // 'Takes 5 days more than B': a difference against someone else.
    'A can do a work in 10 days and B takes 5 days more than C. How long will B take?',
    // Workers on alternate days stay a decline (not read).
    'A can do a work in 10 days and B in 15 days. They work on alternate days, beginning with A. In how many days will the work be finished?',
  ])('declines: %s', (text) => expect(solve(text)).toBeNull());
});

describe('boats, wider phrasings', () => {
  it.each([
    ['A boat travels upstream from B to A and downstream from A to B in 3 hours. If the speed of the boat in still water is 9 km/hr and the speed of the current is 3 km/hr, the distance between A and B is', [12], 'km'],
    ['A motorboat whose speed is 9 kmph in still water takes 11 hours 15 minutes to go 45 km downstream and come back. Find the speed of the stream.', [3], 'km/h'],
    ['A boat takes 3 hours to travel 18 km down a river and the same time to travel 6 km up the river. Find the speed of the boat in still water.', [4], 'km/h'],
    ['In 5 hours a boat goes 4 km upstream and 30 km downstream. In 6 hours 30 minutes it goes 7 km upstream and 30 km downstream. Find the speed of the stream.', [4], 'km/h'],
    ['A boat covers 3 km upstream and 30 km downstream in 4 hours, while it covers 1 km upstream and 24 km downstream in 2.5 hours. What is the speed of the current?', [5], 'km/h'],
    ['A man rows 60 km downstream and 24 km upstream, taking 6 hours each time. What is the speed of the man in still water?', [7], 'km/h'],
    ['A man can row with the stream at 9 kmphand against the stream at 5 kmph. What is his rate in still water?', [7], 'km/h'],
    ['The time taken by a boat to go upstream is thrice the time taken to cover the same distance downstream. What is the ratio of the speed of the boat in still water to that of the current?', [2, 1], 'ratio'],
  ])('%s', (text, values, unit) => expectValue(text, 'boats', values, unit));

  it.each([
    // The ratio turned round (stream to boat) is not read.
    'The time taken by a boat to go upstream is twice the time taken downstream. What is the ratio of the speed of the current to that of the boat in still water?',
  ])('declines: %s', (text) => expect(solve(text)).toBeNull());
});

describe('relative speed and trains, wider phrasings', () => {
  it.each([
    ['A cyclist leaves Delhi at 6 a.m. at 45 km/hr. A motorcyclist leaves the same place at 8 a.m. at 70 km/hr in the same direction. At what distance from Delhi will the motorcyclist overtake the cyclist?', 252, 'km'],
    ['A cyclist leaves Patna at 10 a.m. at 45 km/hr. A motorcyclist leaves the same place at 11 a.m. at 60 km/hr in the same direction. After how many hours of his start will the motorcyclist overtake the cyclist?', 3, 'hours'],
    ['Jaipur and Ajmer are 390 km apart. A truck leaves Jaipur for Ajmer at 80 kmph and at the same time a car leaves Ajmer for Jaipur at 50 kmph. How far from Jaipur do they meet?', 240, 'km'],
    ['A thief running at 8 km/hr is chased by a policeman whose speed is 9 km/hr. If the thief is 175 m ahead of the policeman, the time required for the policeman to catch the thief will be', 10.5, 'minutes'],
    ['Two cyclists go round a circular path of length 120 m. Their speeds are 12 m/s and 8 m/s. If they start together from the same point in opposite directions, after how much time will they first meet?', 6, 'seconds'],
    ['Travelling at 15 kmph a cyclist arrives 55 minutes before time; at 5 kmph he arrives 25 minutes after time. What is the length of the journey?', 10, 'km'],
    ['Walking at three-fifths of his usual speed, Manoj reaches his office 30 minutes late. Find his usual time to reach the office.', 45, 'minutes'],
    ['By walking at five-fourths of her usual speed, Geeta reaches school 25 minutes early. What is her usual time to reach school?', 125, 'minutes'],
    ['How many minutes will Lakshmi take to walk 10 km at 3 km per hour?', 200, 'minutes'],
    ['A 150 metre long train crosses a signal post in twelve seconds. What is the speed of the train in km per hour?', 45, 'km/h'],
    ['The Delhi-Howrah express, 380 m long, runs at 36 kmph. In how many seconds will it cross a 400 m long bridge?', 78, 'seconds'],
    ['The Agra-Patna express, 490 m long, runs at 108 krnph. In how many seconds will it cross a 710 m long bridge?', 40, 'seconds'],
    ['A person travels from P to Q at 20 km/h and returns at 30 km/h. If the total time taken is 5 hours, what is the distance between P and Q?', 60, 'km'],
    ['A man travelled a distance of 61 km in 9 hours partly on foot at 4 km/h and partly on bicycle at 9 km/h. The distance travelled on foot is', 16, 'km'],
    ['A man travelled a distance of 61 km in 9 hours partly on foot at 4 km/h and partly on bicycle at 9 km/h. The distance travelled on bicycle is', 45, 'km'],
    ['The speeds of A and B are in the ratio 3 : 4. A takes 20 minutes more than B to reach a destination. Find the time taken by A.', 80, 'minutes'],
    ['Two towns P and Q are 120 km apart. A bus leaves P for Q at 8 a.m. at 30 km/h and another bus leaves Q for P at the same time at 50 km/h. After how many hours will they meet?', 1.5, 'hours'],
    ['A policeman goes after a thief who has a 2 km lead. The policeman runs at 10 km/h and the thief at 8 km/h. How long does it take to catch the thief?', 1, 'hours'],
  ])('%s', (text, value, unit) => expectValue(text, 'speed-distance', [value], unit));

  it.each([
    ['Two trains start at the same time from Delhi and Jaipur and proceed towards each other. After passing each other they complete their journeys in 4 hours and 9 hours respectively. Find the ratio of the speed of the first train to that of the second.', [3, 2]],
    ['Two trains, one from Mumbai to Pune and the other from Pune to Mumbai, start simultaneously. After they meet, the trains reach their destinations after 25 hrs and 16 hrs respectively. The ratio of their speeds is', [4, 5]],
  ])('after meeting: %s', (text, values) => expectValue(text, 'speed-distance', values, 'ratio'));

  it.each([
    // Meeting again at the start of a circular track is a question of whole laps.
    'Two cyclists go round a circular path of length 120 m at 12 m/s and 8 m/s in the same direction. When will they meet again at the starting point?',
    // Times after meeting whose roots are not whole: no exact ratio.
    'Two trains start towards each other at the same time. After passing each other they complete their journeys in 2 hours and 3 hours respectively. Find the ratio of their speeds.',
    // Which part of the journey is asked is not said.
    'A man travelled a distance of 61 km in 9 hours partly on foot at 4 km/h and partly on bicycle at 9 km/h. Find the distance.',
    // A round trip whose time is not said to be the whole trip's.
    'A man goes to a place at 20 km/h and returns at 30 km/h. He takes 5 hours. What is the distance?',
    // Two trains that start at different times: 'at what time' is a clock time, not read.
    'Two stations A and B are 110 km apart. One train starts from A at 7 a.m. towards B at 20 km/h. Another starts from B at 8 a.m. towards A at 25 km/h. At what time will they meet?',
    // Start times by the clock that do not match the order of the speeds.
    'A motorcyclist leaves the town at 70 km/hr at 8 a.m. A cyclist had left the same place at 45 km/hr at 6 a.m. At what distance will the motorcyclist overtake the cyclist?',
  ])('declines: %s', (text) => expect(solve(text)).toBeNull());
});
