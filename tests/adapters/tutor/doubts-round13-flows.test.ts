import { describeTopics, type DoubtTopic } from '../../support/doubt-topics';

/**
 * Round 13 (flows and motion): pipes with a leak in litres a minute, pipes opened at clock times
 * or closed early, work on alternate days or hours, two movers tied by "twice as fast", and
 * average-speed questions that give the whole journey and ask for a part. Each question is worked
 * by hand in the comment above it; beside each reading stands a look-alike that means another
 * thing or says too little, which the tutor must decline.
 */


const TOPICS: readonly DoubtTopic[] = [
  {
    title: 'pipes: a leak given in litres a minute',
    picks: [
      // C/10 − 2 × 60 = C/12: C/60 = 120, C = 7200.
      ['A pipe can fill a tank in 10 hours. A leak at the bottom empties 2 litres a minute, and with the leak the tank fills in 12 hours. Find the capacity of the tank.\n(a) 7,200 litres (b) 1,440 litres (c) 120 litres (d) 3,600 litres', 'A'],
      // C/6 − 300 = C/8: C/24 = 300, C = 7200.
      ['An inlet pipe fills a cistern in 6 hours. Because of a leak that drains 5 litres per minute, it now takes 8 hours to fill. What is the capacity of the cistern?\n(a) 2,400 litres (b) 7,200 litres (c) 1,200 litres (d) 3,600 litres', 'B'],
      // C/8 − 360 = C/12: C/24 = 360, C = 8640.
      ['A cistern has a leak which would empty it in 8 hours. A tap is turned on which admits 6 litres a minute into the cistern, and it is now emptied in 12 hours. How many litres does the cistern hold?\n(a) 4,010 litres (b) 8,640 litres (c) 2,160 litres (d) 7,200 litres', 'B'],
      // A hole is a leak: C/5 − 240 = C/6, C/30 = 240, C = 7200.
      ['A tap can fill a tank in 5 hrs. Due to a hole in the bottom which lets out 4 litres of water per minute, the tank gets filled in 6 hrs. How many litres does the tank hold?\n(a) 1,440 litres (b) 3,600 litres (c) 7,200 litres (d) 240 litres', 'C'],
      // The ask first, as typed in a chat: C/5 − 360 = C/13, C × 8/65 = 360, C = 2925.
      ['capacity of tank in litres?? a full tank has a hole which empties it in 5 hrs. a tap pouring 6 L per min is turned on when the tank is full, and now the tank gets empty in 13 hrs.\nA. 2,925 litres B. 4,680 litres C. 360 litres D. 1,950 litres', 'A'],
    ],
    declines: [
      // The ask first, but no time with the tap on: the capacity is not fixed.
      'capacity of tank in litres?? a full tank has a hole which empties it in 5 hrs. a tap pouring 6 L per min is turned on when the tank is full.\nA. 2,925 litres B. 4,680 litres C. 360 litres D. 1,950 litres',
      // No time with the leak: the capacity is not fixed.
      'A pipe can fill a tank in 10 hours. A leak at the bottom empties 2 litres a minute. Find the capacity of the tank.\n(a) 7,200 litres (b) 1,440 litres (c) 120 litres (d) 3,600 litres',
      // A time for the leak, not a quantity of water, is asked, and the capacity is unknown.
      'A leak drains 5 litres per minute. A pipe fills the tank in 6 hours. How long will the leak take to empty the full tank?\n(a) 24 hours (b) 8 hours (c) 12 hours (d) 6 hours',
    ],
  },
  {
    title: 'pipes: opened at clock times, closed after or before',
    picks: [
      // By 10 a.m. A fills 1/4; then 1/4 + 1/6 = 5/12 an hour: 3/4 ÷ 5/12 = 1.8 h = 1 h 48 min: 11:48 a.m.
      ['Pipe A is opened at 9 a.m. and pipe B at 10 a.m. A alone can fill the tank in 4 hours and B alone in 6 hours. When is the tank full?\n(a) 11:24 a.m. (b) 11:48 a.m. (c) 12:24 p.m. (d) 1 p.m.', 'B'],
      // 3 × (1/12 + 1/15) = 9/20; B fills 11/20 in 11/20 × 15 = 8.25 min: 11.25 min in all.
      ['Two pipes A and B can fill a tank in 12 minutes and 15 minutes respectively. Both pipes are opened together, but after 3 minutes pipe A is turned off. What is the total time required to fill the tank?\n(a) 11.25 minutes (b) 8.25 minutes (c) 6.67 minutes (d) 12 minutes', 'A'],
      // T/20 + (T − 5)/30 = 1: 5T = 70, T = 14.
      ['Two pipes A and B can fill a tank in 20 and 30 minutes respectively. Both are opened together, but pipe B is closed 5 minutes before the tank is full. In how many minutes is the tank filled?\n(a) 12 minutes (b) 14 minutes (c) 15 minutes (d) 17 minutes', 'B'],
    ],
    declines: [
      // B closed again at 11 a.m.: another sum.
      'Pipe A is opened at 9 a.m. and pipe B at 10 a.m. A alone can fill the tank in 4 hours and B alone in 6 hours. B is closed at 11 a.m. When is the tank full?\n(a) 11:24 a.m. (b) 11:48 a.m. (c) 12:24 p.m. (d) 1 p.m.',
      // Closed before the tank is half full: not the time to fill.
      'Two pipes A and B can fill a tank in 20 and 30 minutes respectively. Both are opened together, but pipe B is closed 5 minutes before the tank is half full. In how many minutes is the tank filled?\n(a) 12 minutes (b) 14 minutes (c) 15 minutes (d) 17 minutes',
      // B empties: the filling pipe is not the one closed early as read.
      'Pipe A fills a tank in 20 minutes and pipe B empties it in 30 minutes. Both are opened together, but pipe B is closed 5 minutes before the tank is full. In how many minutes is the tank filled?\n(a) 12 minutes (b) 14 minutes (c) 15 minutes (d) 17 minutes',
    ],
  },
  {
    title: 'work and pipes on alternate days and hours',
    picks: [
      // 1/10 + 1/15 = 1/6 each two days: 5/6 in 10 days; A's 1/10 on day 11, B's last 1/15 on day 12.
      ['A and B work on alternate days, A starting. A alone can do the work in 10 days and B alone in 15 days. In how many days is the work done?\n(a) 12 days (b) 12.5 days (c) 6 days (d) 11 days', 'A'],
      // B first: 1/12 + 1/9 = 7/36 each two days; 35/36 in 10 days; B needs 1/36 of its 3/36: 1/3 day. 10 1/3 days.
      ['A can do a piece of work in 9 days and B in 12 days. If they work on alternate days, B beginning, in how many days will the work be completed?\n(a) 10.25 days (b) 10.33 days (c) 11 days (d) 10.5 days', 'B'],
      // B = 1/6 − 1/10 = 1/15: as the first, 12 days.
      ['A and B together can do a piece of work in 6 days, and A alone can do it in 10 days. If they work on alternate days, A starting, in how many days will the work be completed?\n(a) 10 days (b) 12 days (c) 15 days (d) 11 days', 'B'],
      // 1/10 + 1/12 + 1/15 = 1/4 each three days: 3/4 in 9 days, then 6/60 + 5/60 + 4/60 = 1/4 in days 10 to 12.
      ['A, B and C can do a job in 10, 12 and 15 days respectively. They work one day each in turn, A on the first day, B on the second and C on the third, and so on. In how many days is the job done?\n(a) 12 days (b) 4 days (c) 11 days (d) 13 days', 'A'],
      // Each two hours +1/3 − 1/6 = 1/6: 2/3 after 8 hours, A's hour fills the last 1/3: 9 hours.
      ['Pipe A can fill a tank in 3 hours and pipe B can empty it in 6 hours. If they are opened alternately for 1 hour each, starting with A, in how many hours will the empty tank be full?\n(a) 9 hours (b) 12 hours (c) 6 hours (d) 10 hours', 'A'],
      // Unnamed pipes: each two hours +1/3 − 1/9 = 2/9; 6/9 after 6 hours, the filling pipe's hour fills the last 1/3: 7 hours.
      ['A filling pipe takes 3 hours to fill a tank and an emptying pipe takes 9 hours to empty it. They are opened on alternate hours, the filling pipe first. When will the empty tank be filled?\n(a) 4.5 hours (b) 9 hours (c) 7 hours (d) 6 hours', 'C'],
      // 1/6 + 1/4 = 5/12 each two hours: 10/12 after 4 hours, the first typist's 2/12 in hour 5.
      ['A typist can type a manuscript in 6 hours and another typist in 4 hours. If they type on alternate hours, the first typist beginning, how long will it take to type the manuscript?\n(a) 5 hours (b) 4.8 hours (c) 2.4 hours (d) 6 hours', 'A'],
    ],
    declines: [
      // Who begins is not said, and it changes the answer (10.25 or 10 1/3 days).
      'A can do a piece of work in 9 days and B in 12 days. If they work on alternate days, in how many days will the work be completed?\n(a) 10.25 days (b) 10.33 days (c) 11 days (d) 10.5 days',
      // B works every day and A only on alternate days: another sum.
      'A can do a work in 10 days and B in 15 days. B works every day and A joins him on alternate days, starting on the first day. In how many days will the work be finished?\n(a) 12 days (b) 7.5 days (c) 6 days (d) 9 days',
      // Which unnamed pipe is opened first is not said.
      'A filling pipe takes 3 hours to fill a tank and an emptying pipe takes 9 hours to empty it. They are opened on alternate hours. When will the empty tank be filled?\n(a) 4.5 hours (b) 9 hours (c) 7 hours (d) 6 hours',
      // B leaves after 4 days: the turns stop being the whole story.
      'A can do a piece of work in 20 days and B in 30 days. They work on alternate days, A starting. But B leaves after 4 days. In how many days will the work be done?\n(a) 24 days (b) 20 days (c) 18 days (d) 22 days',
      // C joins on the fifth day, in words only: the turns of two are not the whole story.
      'A can do a work in 10 days and B in 15 days. They work on alternate days, A starting. On the fifth day C also joins them. In how many days will the work be finished?\n(a) 12 days (b) 10 days (c) 9 days (d) 11 days',
      // A share of the pay is asked, not a time.
      'A can do a work in 10 days and B in 15 days. They work on alternate days, A starting, and are paid ₹600 in all. What is the share of A?\n(a) ₹300 (b) ₹360 (c) ₹240 (d) ₹400',
    ],
  },
  {
    title: 'trains and travellers: "twice as fast as the other"',
    picks: [
      // 200 m in 8 s: 25 m/s = x + 2x; faster 50/3 m/s = 60 km/h.
      ['Two trains, each 100 m long, moving in opposite directions, cross each other in 8 seconds. If one is moving twice as fast as the other, then the speed of the faster train is:\n(a) 30 km/h (b) 45 km/h (c) 60 km/h (d) 75 km/h', 'C'],
      // 250 m in 25 s: 10 m/s = 2x − x; slower 10 m/s = 36 km/h.
      ['A train 150 m long overtakes another train 100 m long running in the same direction, and passes it completely in 25 seconds. If the faster train is twice as fast as the slower one, find the speed of the slower train in km/h.\n(a) 36 km/h (b) 72 km/h (c) 18 km/h (d) 54 km/h', 'A'],
      // 300 m in 12 s: 25 m/s = x + 1.5x; slower 10 m/s = 36 km/h.
      ['Two trains 120 m and 180 m long run in opposite directions and cross each other in 12 seconds. One runs 1.5 times as fast as the other. Find the speed of the slower train.\n(a) 54 km/h (b) 36 km/h (c) 90 km/h (d) 45 km/h', 'B'],
      // Faster 150/10 = 15 m/s, slower 10 m/s: 300 m at 25 m/s = 12 s.
      ['Two trains of equal length 150 m are running in opposite directions. One is 1.5 times as fast as the other. The faster train crosses a pole in 10 seconds. In how many seconds will the two trains cross each other?\n(a) 12 seconds (b) 20 seconds (c) 15 seconds (d) 10 seconds', 'A'],
      // 'At twice the speed of the other': 250 m in 10 s, 25 m/s = 3x, x = 25/3 m/s = 30 km/h.
      ['Two trains, each 125 m long, run in opposite directions on parallel tracks. One runs at twice the speed of the other, and they cross each other in 10 seconds. What is the speed of the slower train?\n(a) 30 km/h (b) 60 km/h (c) 45 km/h (d) 90 km/h', 'A'],
      // 300 km in 2 h towards each other: 150 = 3x, faster 100 km/h.
      ['Two trains start from stations 300 km apart and move towards each other. One is twice as fast as the other. They meet after 2 hours. Find the speed of the faster train.\n(a) 50 km/h (b) 150 km/h (c) 100 km/h (d) 75 km/h', 'C'],
      // 36 km in 3 h: 12 km/h = x + 2x; slower 4 km/h.
      ['Two persons start at the same time from two places 36 km apart and walk towards each other. One walks twice as fast as the other, and they meet after 3 hours. What is the speed of the slower one?\n(a) 4 km/h (b) 8 km/h (c) 6 km/h (d) 12 km/h', 'A'],
      // 20 km in 4 h: 5 km/h = 1.5x − x; x = 10, faster 15.
      ['Two cyclists start from the same point at the same time and ride in the same direction. One rides 1.5 times as fast as the other. After 4 hours they are 20 km apart. Find the speed of the faster cyclist.\n(a) 10 km/h (b) 15 km/h (c) 5 km/h (d) 25 km/h', 'B'],
      // 30/x − 30/(1.5x) = 10/x = 1 hour: x = 10.
      ['A is 1.5 times as fast as B. To cover 30 km, A takes 1 hour less than B. What is the speed of B?\n(a) 15 km/h (b) 10 km/h (c) 20 km/h (d) 30 km/h', 'B'],
    ],
    declines: [
      // Which way the trains run is not said.
      'Two trains 120 m and 180 m long cross each other in 12 seconds. One runs 1.5 times as fast as the other. Find the speed of the slower train.\n(a) 54 km/h (b) 36 km/h (c) 90 km/h (d) 45 km/h',
      // 'The first train' is neither named faster nor slower.
      'Two trains, each 100 m long, moving in opposite directions, cross each other in 8 seconds. If one is moving twice as fast as the other, what is the speed of the first train?\n(a) 30 km/h (b) 45 km/h (c) 60 km/h (d) 75 km/h',
      // The slower one cannot take less time.
      'A is 1.5 times as fast as B. To cover 30 km, B takes 1 hour less than A. What is the speed of B?\n(a) 15 km/h (b) 10 km/h (c) 20 km/h (d) 30 km/h',
      // No meeting: the slower one's own run gives 150 km/h and the faster 300 km/h, a reading not made here; never the meeting's 100 km/h.
      'Two trains start from stations 300 km apart. One is twice as fast as the other. The slower one reaches the other station after 2 hours. Find the speed of the faster train.\n(a) 50 km/h (b) 150 km/h (c) 300 km/h (d) 75 km/h',
      // The slower one starts an hour later (in words): not the meeting of two who start together.
      'Two persons start from places 36 km apart and walk towards each other, the slower one starting an hour later. One walks twice as fast as the other, and they meet 3 hours after the first starts. What is the speed of the slower one?\n(a) 4 km/h (b) 8 km/h (c) 4.5 km/h (d) 12 km/h',
      // 'The first person' again: which one is not said.
      'Two persons start at the same time from two places 36 km apart and walk towards each other. One walks twice as fast as the other, and they meet after 3 hours. What is the speed of the first person?\n(a) 4 km/h (b) 8 km/h (c) 6 km/h (d) 12 km/h',
    ],
  },
  {
    title: 'average speed: the whole given, a part asked',
    picks: [
      // 48 = 2 × 40 × y ÷ (40 + y): 8y = 480... y = 1920 ÷ 32 = 60.
      ['A man goes to his office at 40 km/h and returns home along the same road. If his average speed for the whole journey is 48 km/h, what is his speed on the return journey?\n(a) 56 km/h (b) 60 km/h (c) 52 km/h (d) 64 km/h', 'B'],
      // D/60 + D/40 = 10: D × 5/120 = 10, D = 240.
      ['A man covers half of his journey at 30 km/h and the remaining half at 20 km/h. He takes 10 hours in all. Find the total distance.\n(a) 250 km (b) 240 km (c) 120 km (d) 200 km', 'B'],
      // 300 ÷ 60 = 5 h in all; 120 ÷ 40 = 3 h; 180 km in 2 h: 90 km/h.
      ['A car covers a journey of 300 km at an average speed of 60 km/h. It covers the first 120 km at 40 km/h. At what speed does it cover the rest of the journey?\n(a) 80 km/h (b) 90 km/h (c) 75 km/h (d) 60 km/h', 'B'],
      // 48 = 2 × 60 × y ÷ (60 + y): y = 2880 ÷ 72 = 40.
      ['A person goes from A to B at 60 km/h and returns at some other speed. If the average speed for the whole journey is 48 km/h, find the return speed.\n(a) 36 km/h (b) 40 km/h (c) 54 km/h (d) 44 km/h', 'B'],
      // d/16 + d/4 = 5: d = 16 km; back 16 ÷ 4 = 4 h.
      ['A man goes to a place on a bicycle at 16 km/h and comes back on foot at 4 km/h. The whole journey takes 5 hours. How long does the walk back take?\n(a) 1 hour (b) 4 hours (c) 2.5 hours (d) 3 hours', 'B'],
      // (55 − 40) × 3 = (70 − 55) × t: t = 3.
      ['A car travels for 3 hours at 40 km/h and then for some time at 70 km/h. If its average speed for the whole journey is 55 km/h, for how long did it travel at 70 km/h?\n(a) 2 hours (b) 3 hours (c) 4 hours (d) 2.5 hours', 'B'],
      // 'Speeds up to 70': (50 − 40) × 3 = (70 − 50) × t, t = 1.5 h.
      ['A bus runs at 40 kmph for 3 hours and then speeds up to 70 kmph. Its average speed for the entire trip is 50 kmph. How many hours did it run at the higher speed?\n(a) 6 hours (b) 1.5 hours (c) 3 hours (d) 2 hours', 'B'],
      // Equal times: 300 ÷ ((40 + 60) ÷ 2) = 6 h.
      ['A man travels 300 km. For half the time he travels at 40 km/h and for the other half of the time at 60 km/h. How long does the journey take?\n(a) 6 hours (b) 6.25 hours (c) 5 hours (d) 7.5 hours', 'A'],
    ],
    declines: [
      // A longer road back: the legs are not equal.
      'A man drives 60 km to his office at 40 km/h and returns home along a longer road. If his average speed for the whole journey is 48 km/h, what is his speed on the return journey?\n(a) 56 km/h (b) 60 km/h (c) 52 km/h (d) 64 km/h',
      // Which leg's time is asked is not said.
      'A man goes to a place on a bicycle at 16 km/h and comes back on foot at 4 km/h. The whole journey takes 5 hours. How long does the journey take one way?\n(a) 1 hour (b) 4 hours (c) 2.5 hours (d) 3 hours',
      // The 3 hours are at the second speed written, and 'the higher speed' is the first: read only when the time stands with the first speed.
      'A car travels for some time at 70 km/h after travelling 3 hours at 40 km/h. If its average speed for the whole journey is 50 km/h, for how long did it travel at the higher speed?\n(a) 1.5 hours (b) 6 hours (c) 3 hours (d) 2 hours',
      // An average above both speeds cannot be.
      'A car travels for 3 hours at 40 km/h and then for some time at 70 km/h. If its average speed for the whole journey is 75 km/h, for how long did it travel at 70 km/h?\n(a) 2 hours (b) 3 hours (c) 4 hours (d) 2.5 hours',
    ],
  },
];

describeTopics(TOPICS);
