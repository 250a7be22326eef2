import { describeTopics, type DoubtTopic } from '../../support/doubt-topics';

/**
 * Round 15 (ages, combined ratios, averages): a chained ratio whose whole is written with plus
 * signs ('A + B + C = 589'), which was read as 'C = 589'; 'N times A equals M times B which equals
 * K times C'; the fourth and third proportional with the ordinal in digits ('4th', '3rd'); two
 * ages each at its own time in one ratio ("A's age 4 years ago to B's age 4 years hence"); present
 * ages in a ratio with their product; 'the ages of R and T add up to', "the mother's age now", 'the
 * present age of X is 1/2 of the present age of Y'; 'of three numbers ... their average'; a
 * bowler's average per wicket; a run of weekdays ('from Monday to Wednesday'); a team's average
 * with two members left out; two values copied wrong; 'the product of their ages was 6 times the
 * father's age at that time'; a group's sum of ages some years on; 'N years of age' and
 * 'when he was born'; the years since a marriage from the ratio
 * then; '1st 10 odd nos'. Each question is
 * worked by hand in the comment above it; beside each reading stand look-alikes that must be
 * declined.
 */


const TOPICS: readonly DoubtTopic[] = [
  {
    title: 'a chained ratio whose whole is written with plus signs',
    picks: [
      // P : Q : R = 18 : 24 : 20 = 9 : 12 : 10, 31 parts = 620: R = 200.
      ['If P : Q = 3 : 4 and Q : R = 6 : 5, and P + Q + R = 620, find R.\n(a) 180 (b) 200 (c) 240 (d) 310', 'B'],
      // A : B : C = 3 : 6 : 8, 17 parts = 340: A = 60.
      ['A : B = 1 : 2 and B : C = 3 : 4. If A + B + C = 340, what is A?\n(a) 60 (b) 120 (c) 160 (d) 80', 'A'],
    ],
    declines: [
      // D is not in the chain: the sum is not the whole of A, B and C.
      'If A : B = 2 : 3 and B : C = 5 : 2, and A + B + D = 400, find C.\n(a) 96 (b) 120 (c) 150 (d) 200',
      // A + B + C = 589 gives B = 285, which is not offered (it was once read as C = 589, B = 1,472.5).
      'If A : B = 2 : 3 and B : C = 5 : 2, and A + B + C = 589, find the value of B.\n(a) 1472.5 (b) 114 (c) 190 (d) 147.25',
    ],
  },
  {
    title: "'N times A equals M times B which equals K times C'",
    picks: [
      // P : Q : R = 1/3 : 1/4 : 1/6 = 4 : 3 : 2.
      ['If 3 times P equals 4 times Q which equals 6 times R, find P : Q : R.\n(a) 3 : 4 : 6 (b) 4 : 3 : 2 (c) 2 : 3 : 4 (d) 6 : 4 : 3', 'B'],
      // x : y = 1/5 : 1/2 = 2 : 5.
      ['5 times x = 2 times y. Find x : y.\n(a) 5 : 2 (b) 2 : 5 (c) 10 : 1 (d) 1 : 10', 'B'],
    ],
    declines: [
      // The same letter twice states no ratio.
      'If 2 times A equals 3 times A, find A : B.\n(a) 2 : 3 (b) 3 : 2 (c) 1 : 1 (d) 6 : 1',
      // C is not in the statement.
      'If 2 times A equals 3 times B, find A : C.\n(a) 2 : 3 (b) 3 : 2 (c) 1 : 1 (d) 6 : 1',
    ],
  },
  {
    title: "the fourth and third proportional written '4th' and '3rd'",
    picks: [
      // 8 : 14 = 20 : x, x = 14 × 20 ÷ 8 = 35.
      ['What is the 4th proportional to 8, 14 and 20?\n(a) 35 (b) 40 (c) 28 (d) 30', 'A'],
      // 9 : 12 = 12 : x, x = 144 ÷ 9 = 16.
      ['The 3rd proportional to 9 and 12 is\n(a) 16 (b) 15 (c) 18 (d) 12', 'A'],
    ],
    declines: [
      // A fourth proportional needs three numbers.
      'What is the 4th proportional to 8 and 14?\n(a) 35 (b) 40 (c) 28 (d) 30',
    ],
  },
  {
    title: 'two ages, each at its own time, in one ratio',
    picks: [
      // (R − 6) : (M + 6) = 1 : 2 and (R + 6) : (M − 6) = 3 : 2: R = 21, M = 24 (15 : 30, 27 : 18).
      ["The ratio of Ravi's age 6 years ago to Mohan's age 6 years hence is 1 : 2, and the ratio of Ravi's age 6 years hence to Mohan's age 6 years ago is 3 : 2. Find Mohan's present age.\n(a) 21 years (b) 24 years (c) 30 years (d) 18 years", 'B'],
      // (S − 3) : (G + 3) = 2 : 3 and (S + 3) : (G − 3) = 4 : 3: G = 18, S = 17 (14 : 21, 20 : 15).
      ["3 years ago Sita's age and Gita's age 3 years from now were in the ratio 2 : 3. Also Sita's age after 3 years and Gita's age 3 years back were in the ratio 4 : 3. How old is Sita now?\n(a) 17 years (b) 18 years (c) 14 years (d) 20 years", 'A'],
    ],
    declines: [
      // One equation for two ages.
      "The ratio of Ravi's age 6 years ago to Mohan's age 6 years hence is 1 : 2. Find Mohan's present age.\n(a) 21 years (b) 24 years (c) 30 years (d) 18 years",
      // Worked as above Mohan is 24, which is not offered.
      "The ratio of Ravi's age 6 years ago to Mohan's age 6 years hence is 1 : 2, and the ratio of Ravi's age 6 years hence to Mohan's age 6 years ago is 3 : 2. Find Mohan's present age.\n(a) 21 years (b) 26 years (c) 30 years (d) 18 years",
    ],
  },
  {
    title: 'present ages in a ratio with their product',
    picks: [
      // 3u × 4u = 12u² = 192, u = 4: Binu 16, after 5 years 21.
      ['The present ages of Asha and Binu are in the ratio 3 : 4 and the product of their ages is 192. What is Binu\'s age after 5 years?\n(a) 16 years (b) 21 years (c) 17 years (d) 20 years', 'B'],
      // 2u × 5u = 10u² = 640, u = 8: 16 and 40, sum 56.
      ['Ages of Tom and Jerry at present are in the ratio 2 : 5 and the product of their present ages is 640. What is the sum of their ages?\n(a) 56 years (b) 48 years (c) 64 years (d) 40 years', 'A'],
    ],
    declines: [
      // The ratio is of ages 4 years ago, the product of ages now: not this reading.
      "The ages of Asha and Binu 4 years ago were in the ratio 3 : 4 and the product of their present ages is 192. What is Binu's age?\n(a) 16 years (b) 21 years (c) 17 years (d) 20 years",
      // 12u² = 200 has no whole u.
      "The present ages of Asha and Binu are in the ratio 3 : 4 and the product of their ages is 200. What is Binu's age?\n(a) 16 years (b) 21 years (c) 17 years (d) 20 years",
    ],
  },
  {
    title: "'add up to', \"the father's age now\", 'the present age of X is 2/3 of the present age of Y'",
    picks: [
      // Q is halfway between P and R: 58 ÷ 2 = 29.
      ['Q is as much older than P as he is younger than R. The ages of P and R add up to 58 years. How old is Q?\n(a) 29 years (b) 58 years (c) 27 years (d) 31 years', 'A'],
      // F − R = 32 and F = 3R: R = 16.
      ["Rahul was born when his father was 32 years old. If the father's age now is three times Rahul's age, find Rahul's present age.\n(a) 16 years (b) 48 years (c) 32 years (d) 12 years", 'A'],
      // M = 2L/3 and (M + 6) : (L + 6) = 4 : 5: L = 9, M = 6 (12 : 15).
      ["The present age of Meera is 2/3 of the present age of Leela. After 6 years, the ratio of their ages will be 4 : 5. What is Meera's present age?\n(a) 6 years (b) 9 years (c) 12 years (d) 3 years", 'A'],
    ],
    declines: [
      // R's own age cannot be known from the sum.
      'Q is as much older than P as he is younger than R. The ages of P and R add up to 58 years. How old is R?\n(a) 29 years (b) 58 years (c) 27 years (d) 31 years',
      // One relation for two ages.
      "The present age of Meera is 2/3 of the present age of Leela. What is Meera's present age?\n(a) 6 years (b) 9 years (c) 12 years (d) 3 years",
    ],
  },
  {
    title: "'of three numbers ... their average'",
    picks: [
      // Third x, second 3x, first 6x: 10x = 3 × 40 = 120, x = 12.
      ['Of three numbers, the first is twice the second and the second is thrice the third. If their average is 40, find the third number.\n(a) 12 (b) 36 (c) 72 (d) 40', 'A'],
    ],
    declines: [
      // One link for three numbers.
      'Of three numbers, the first is twice the second. If their average is 40, find the third number.\n(a) 12 (b) 36 (c) 72 (d) 40',
    ],
  },
  {
    title: "a bowler's average per wicket",
    picks: [
      // 11.5w + 30 = 11(w + 4): 0.5w = 44 − 30 = 14, w = 28 (352 ÷ 32 = 11).
      ["A bowler's average is 11.5 runs per wicket. He took 4 wickets for 30 runs in the last match, which brought his average down by 0.5. How many wickets had he taken before the last match?\n(a) 28 (b) 32 (c) 24 (d) 56", 'A'],
      // 15w + 21 = 14.5(w + 3): 0.5w = 43.5 − 21 = 22.5, w = 45; 48 in all (696 ÷ 48 = 14.5).
      ['A bowler has an average of 15 runs per wicket. He takes 3 wickets for 21 runs and thereby decreases his average by 0.5. How many wickets has he taken in all, after this match?\n(a) 48 (b) 45 (c) 51 (d) 96', 'A'],
    ],
    declines: [
      // 'Improves' does not say which way the average moved.
      'A bowler has an average of 15 runs per wicket. He takes 3 wickets for 21 runs and thereby improves his average by 0.5. How many wickets had he taken before this match?\n(a) 48 (b) 45 (c) 51 (d) 96',
      // Nothing about wickets or the average is asked.
      'A bowler has an average of 15 runs per wicket. He takes 3 wickets for 21 runs and thereby decreases his average by 0.5. How many runs did he concede before this match?\n(a) 675 (b) 696 (c) 645 (d) 720',
    ],
  },
  {
    title: "a run of weekdays ('from Monday to Wednesday')",
    picks: [
      // Mon + Tue + Wed = 81, Tue + Wed + Thu = 96, Thu = 41: Mon = 81 − 96 + 41 = 26.
      ["The average temperature from Monday to Wednesday was 27 degrees and from Tuesday to Thursday 32 degrees. Thursday's temperature was 41 degrees. Find Monday's temperature.\n(a) 26°C (b) 27°C (c) 41°C (d) 36°C", 'A'],
      // Mon..Thu = 120, Tue..Fri = 128, Fri = 35: Mon = 120 − 128 + 35 = 27.
      ['The average temperature from Monday to Thursday was 30 degrees and from Tuesday to Friday was 32 degrees. If the temperature on Friday was 35 degrees, what was the temperature on Monday?\n(a) 27 (b) 28 (c) 30 (d) 35', 'A'],
    ],
    declines: [
      // 'Thursday to Monday' runs backwards through the week: not read as a run.
      "The average temperature from Thursday to Monday was 30 degrees and from Tuesday to Friday was 32 degrees. If the temperature on Friday was 35 degrees, what was the temperature on Monday?\n(a) 27 (b) 28 (c) 30 (d) 35",
    ],
  },
  {
    title: 'two left out of a team, two values copied wrong, a product of ages at an earlier time',
    picks: [
      // Captain 27, keeper 31; 11A − 58 = 9(A − 2): 2A = 58 − 18 = 40, A = 20 (rest 162 ÷ 9 = 18).
      ['In a cricket team of 11 players, the captain is 27 years old and the wicket keeper is 4 years older. If the ages of these two are excluded, the average age of the remaining players is 2 years less than the average age of the whole team. What is the average age of the team?\n(a) 20 years (b) 18 years (c) 22 years (d) 27 years', 'A'],
      // 40 × 25 = 1,000; + (9 − 4) + (12 − 15) = +2: 1,002 ÷ 40 = 25.05.
      ['The mean of 40 observations is 25. On checking, it was found that two observations were wrongly copied as 4 and 15. If the wrong observations are replaced by the correct values 9 and 12, then the correct mean is\n(a) 25.05 (b) 24.95 (c) 25 (d) 25.1', 'A'],
      // 10 × 18 = 180; (30 + 25) − (13 + 2) = 40 more: 220 ÷ 10 = 22.
      ['The average of 10 numbers was calculated as 18. Later it was found that two numbers were wrongly taken as 13 and 2 instead of 30 and 25. Find the correct average.\n(a) 22 (b) 14 (c) 18 (d) 23', 'A'],
      // F + S = 52; 4 years ago (F − 4)(S − 4) = 6(F − 4), so S − 4 = 6: S = 10, F = 42.
      ["The sum of the ages of a father and his son is 52 years. Four years ago, the product of their ages was 6 times the father's age at that time. The present age of the father is\n(a) 42 years (b) 10 years (c) 38 years (d) 46 years", 'A'],
    ],
    declines: [
      // The keeper's age is not given.
      'In a cricket team of 11 players, the captain is 27 years old. If the ages of the captain and the wicket keeper are excluded, the average age of the remaining players is 2 years less than the average age of the whole team. What is the average age of the team?\n(a) 20 years (b) 18 years (c) 22 years (d) 27 years',
      // Only one wrong value is set right for the two read: no correct total.
      'The mean of 40 observations is 25. On checking, it was found that two observations were wrongly copied as 4 and 15. If one of them is replaced by the correct value 9, then the correct mean is\n(a) 25.05 (b) 24.95 (c) 25 (d) 25.1',
      // The uncle is not one of the two whose ages are summed.
      "The sum of the ages of a father and his son is 52 years. Four years ago, the product of their ages was 6 times the uncle's age at that time. The present age of the father is\n(a) 42 years (b) 10 years (c) 38 years (d) 46 years",
    ],
  },
  {
    title: "a group's sum of ages some years on",
    picks: [
      // Each of the 6 is 5 years older: 150 + 6 × 5 = 180.
      ['The sum of the ages of a family of 6 members is 150 years. What will be the sum of their ages after 5 years?\n(a) 180 years (b) 155 years (c) 175 years (d) 186 years', 'A'],
      // Each of the four is 2 years younger: 96 − 4 × 2 = 88.
      ['Sum of ages of a family of four is 96 years. What was the sum of their ages 2 years ago?\n(a) 88 years (b) 94 years (c) 92 years (d) 104 years', 'A'],
    ],
    declines: [
      // The sum of two of the family is not known.
      'The sum of the ages of a family of 6 members is 150 years. What will be the sum of the ages of the two eldest after 5 years?\n(a) 180 years (b) 155 years (c) 175 years (d) 186 years',
    ],
  },
  {
    title: "'N years of age', 'when he was born', 'younger to him'",
    picks: [
      // Ravi x: father x + 30; sister x − 4, mother x − 4 + 25 = x + 21: 9 years apart.
      ["Kiran's father was 30 years of age when he was born, while his mother was 25 years old when his sister, 4 years younger to him, was born. What is the difference between the ages of his parents?\n(a) 9 years (b) 5 years (c) 1 year (d) 4 years", 'A'],
    ],
    declines: [
      // The sum of the parents' ages needs Kiran's own age.
      "Kiran's father was 30 years of age when he was born, while his mother was 25 years old when his sister, 4 years younger to him, was born. What is the sum of the ages of his parents?\n(a) 9 years (b) 5 years (c) 55 years (d) 4 years",
      // 'He' has no one named to stand for.
      'His father was 30 years of age when he was born, while his mother was 25 years old when his sister, 4 years younger to him, was born. What is the difference between the ages of his parents?\n(a) 9 years (b) 5 years (c) 1 year (d) 4 years',
    ],
  },
  {
    title: "'at the time of marriage the ratio was ...; how many years ago were they married?', 'avg of 1st 10 odd nos'",
    picks: [
      // 7x + 6 : 5x + 6 = 4 : 3 → 21x + 18 = 20x + 24, x = 6: 42 and 30. (42 − t) : (30 − t) = 3 : 2 → 84 − 2t = 90 − 3t, t = 6.
      ['The ratio of the ages of a husband and his wife is 7 : 5. After 6 years, this ratio will be 4 : 3. If at the time of their marriage the ratio was 3 : 2, then how many years ago were they married?\n(a) 6 years (b) 8 years (c) 10 years (d) 12 years', 'A'],
      // The first 12 odd numbers, 1 to 23: average 12.
      ['avg of 1st 12 odd nos?\n(a) 12 (b) 13 (c) 11 (d) 24', 'A'],
    ],
    declines: [
      // The moment of the marriage is not a number of years from now, and the son's birth is told nowhere.
      "The ratio of the ages of a husband and his wife is 7 : 5. After 6 years, this ratio will be 4 : 3. If at the time of their marriage the ratio was 3 : 2, what was the husband's age when his son was born?\n(a) 6 years (b) 36 years (c) 30 years (d) 42 years",
      // '1st' before no count of numbers is no 'first n'.
      'avg of 1st and 12th odd nos?\n(a) 12 (b) 13 (c) 11 (d) 24',
    ],
  },
];

describeTopics(TOPICS);
