import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../../adapters/tutor/doubt/ocr-text';
import { solveQuantQuestion } from '../../../adapters/tutor/doubt/quant/solve-quant-question';

function values(text: string): readonly number[] | null {
  const worked = solveQuantQuestion(parseQuestion(text));
  if (worked) expect(worked.steps.some((step) => step.title.startsWith('Check'))).toBe(true);
  return worked?.answer.values ?? null;
}

function expectValue(text: string, expected: number | readonly number[]): void {
  const worked = values(text);
  const wanted = typeof expected === 'number' ? [expected] : expected;
  expect(worked, text).not.toBeNull();
  expect(worked!.length, text).toBe(wanted.length);
  worked!.forEach((value, index) => expect(Math.abs(value - wanted[index]!), `${text} -> ${worked!.join(', ')}`).toBeLessThan(0.006));
}

describe('ages', () => {
  it.each([
    ['The ratio of the present ages of a father and his son is 7 : 2. After 10 years the ratio will be 9 : 4. What is the son\'s age after 6 years?', 16],
    ['The sum of the ages of a father and son is 56 years. Four years ago the father\'s age was three times the son\'s age. Find the present age of the father.', 40],
    ['A father is twice as old as his son. 20 years ago, the father was 12 times as old as the son. What is the present age of the father?', 44],
    ['The present age of the mother is 3 times that of her daughter. After 10 years, the mother will be twice as old as the daughter. Find the present age of the mother.', 30],
    ['When the son was born, the father was 28 years old. Now the father\'s age is 3 times the son\'s age. What is the present age of the son?', 14],
    ['A man is 24 years older than his son. In two years, his age will be twice the age of his son. The present age of the son is:', 22],
    ['Ten years ago, A was half of B in age. If the ratio of their present ages is 3 : 4, what will be the total of their present ages?', 35],
    ['The age of the father 10 years ago was thrice the age of his son. Ten years hence, the father\'s age will be twice that of his son. The ratio of their present ages is:', [7, 3]],
    ['Present age of Ravi\'s father is 4 times Ravi\'s age. Five years later, the father\'s age will be three times Ravi\'s age. What is Ravi\'s present age?', 10],
    ['Six years hence, a man\'s age will be three times his son\'s age, and three years ago he was nine times as old as his son. The present age of the man is:', 30],
    ['A mother is twice as old as her son. If 20 years ago, the age of the mother was 10 times the age of the son, what is the present age of the mother?', 45],
    ['The age of a man is 4 times that of his son. 5 years ago, the man was nine times as old as his son was at that time. What is the present age of the man?', 32],
    ['The sum of the present ages of a mother and her daughter is 50 years. Five years hence, the mother will be 3 times as old as the daughter. Find the present age of the daughter.', 10],
    ['The ratio of Sita\'s age to her mother\'s age is 2 : 7. The mother is 35 years older than Sita. What is Sita\'s age?', 14],
    ['Rohan is 5 years elder to Mohan. If the ratio of their ages is 7 : 6, find Rohan\'s age.', 35],
    ['The present age of a father is 3 years more than three times the age of his son. Three years hence, the father\'s age will be 10 years more than twice the age of the son. Find the present age of the father.', 33],
    ['After 5 years, the age of the father will be twice that of the son. Five years ago, the father was three times as old as the son. What is the father\'s present age?', 35],
    ['A is two years older than B who is twice as old as C. If the total of the ages of A, B and C is 27, then how old is B?', 10],
    ['The difference between the ages of two brothers is 6 years and the ratio of their ages is 4 : 3. Find the age of the elder brother.', 24],
    ['The difference between the present ages of a father and his son is 30 years. The father\'s age is 3 times the son\'s age. What is the son\'s age?', 15],
    ['The average age of a husband and his wife is 30 years. The husband is 4 years older than the wife. What is the age of the wife?', 28],
    ['The son\'s age is two-fifths of the father\'s age. After 8 years the son will be half as old as the father. Find the father\'s present age.', 40],
    ['Before 5 years, the age of the father was 4 times the age of his son. The father is now 35 years old. What is the son\'s present age?', 12.5],
    ['The father is 30 years older than his son. After 5 years the father will be thrice as old as the son. What was the age of the father when the son was born?', 30],
    ['A man is 24 years older than his son. After how many years will the man be twice as old as his son if the son is now 10 years old?', 14],
    ['The ages of a father and his son are 40 years and 10 years. After how many years will the father be 3 times as old as the son?', 5],
    ['The present ages of Anu and her mother are in the ratio 1 : 3. Ten years from now the ratio will be 1 : 2. What was the ratio of their ages 5 years ago?', [1, 5]],
    ['Father\'s present age is five times his son\'s present age. After 4 years the sum of their ages will be 44 years. What is the son\'s age after 6 years?', 12],
    ['The ratio between the present ages of a man and his wife is 6 : 5. After 8 years it will be 8 : 7. What is the present age of the man?', 24],
    ['The ratio of the ages of A and B is 4 : 5. If A\'s age is 24 years, what is B\'s age?', 30],
    ['Ten years ago, the age of the mother was three times the age of her son. After ten years, the mother\'s age will be twice that of her son. Find the ratio of their present ages.', [7, 3]],
    ['The age of Mr. Gupta is four times the age of his son. After ten years, the age of Mr. Gupta will be only twice the age of his son. Find the present age of Mr. Gupta\'s son.', 5],
    ['Sachin is younger than Rahul by 7 years. If their ages are in the respective ratio of 7 : 9, how old is Sachin?', 24.5],
    ['A person\'s present age is two-fifth of the age of his mother. After 8 years, he will be one-half of the age of his mother. How old is the mother at present?', 40],
    ['Father\'s age is 4 times his son\'s age. 5 years back, father was 7 times as old as his son was. What will be father\'s age after 5 years?', 45],
    ['After 5 years, the ratio between the ages of Ravi and Suresh will be 4 : 5. Five years ago, it was 2 : 3. What is Ravi\'s present age?', 15],
    ['Mother is 25 years older than her son. After 5 years the ratio of their ages will be 2 : 1. Find the son\'s present age.', 20],
    ['The present ages of three persons are in proportions 4 : 7 : 9. Eight years ago, the sum of their ages was 56. Find their present ages (in years).', [16, 28, 36]],
    ['Ratio of present ages of A and B is 4:3. A will be 26 years old in 6 years from now. How old is B now?', 15],
    ['Two years ago, a father was five times as old as his son. Two years later, his age will be 8 more than three times the age of the son. Find the present ages of father and son.', [42, 10]],
    ['The age of the father 5 years ago was 5 times the age of his son at that time. The father\'s age 3 years hence will be 3 times the son\'s age at that time. What is the present age of the father?', 45],
    ['Rahul\'s age after 15 years will be 5 times his age 5 years back. What is the present age of Rahul?', 10],
    ['Priya\'s mother was four times as old as Priya ten years ago. After 10 years, she will be twice as old as Priya. Find Priya\'s present age.', 20],
    ['Q.45 The sum of the present ages of a father and his son is 74 years. 12 years ago, the father\'s age was 4 times the son\'s age. What is the son\'s present age?', 22],
    ['47. 6 years ago, a man was thrice as old as his son. At present he is twice as old as his son. What is the son\'s present age?', 12],
    ['how to do this q: Simran is thrice as old as Farhan and Farhan is 5 yrs younger than Fatima. sum of ages of Simran, Farhan, Fatima = 50. find age of Farhan', 9],
    ['The combined age of three cousins is 55 years. The eldest, Ravi, is twice as old as Arvind, while Sneha is 3 years older than Arvind. What is the age of Arvind?', 13],
    ['The average age of a husband and his wife was 30 years at the time of their marriage. After 8 years they have a 5-year-old child. What is the average age of the family now?', 27],
    ['The average age of a husband, his wife and their child is 24 years today. The child is 6 years old and the couple got married 7 years ago. What was the average age of the husband and wife at the time of their marriage?', 26],
    ['Neha was born 4 years before her brother Amit. The sum of their ages is 30 years. How old is Amit?', 13],
    ['The ratio of the present ages of a man and his wife is 4 : 3. After 4 years the ratio will be 9 : 7. After how many years from now will the ratio of their ages be 7 : 6?', 24],
    ['Ravi is 12 years old and his father is 42 years old. In how many years will the father be twice as old as Ravi?', 18],
    ['The present ages of A and B are 30 years and 10 years. How many years ago was A five times as old as B?', 5],
    ['pls solve - father\'s age at the birth of his son = 24 yrs. now father : son = 5:2. father\'s age now?', 40],
    ['10 years ago, at the time of their marriage, the average age of a couple was 28 years. Today they have a child aged 8 years. Find the average age of the family of three now.', 28],
    ['pls solve: my age 8 yrs from now will be thrice my age 4 yrs ago. what is my present age?', 10],
    ['13 years hence, a boy\'s age will be twice what it was 8 years ago. Find his age now.', 29],
  ] as const)('%s', (text, answer) => expectValue(text, answer as number | readonly number[]));
});

describe('ages that cannot be read for certain are declined', () => {
  it.each([
    'A is as much younger than B as he is older than C. If the sum of the ages of B and C is 50 years, what is the difference between B and A\'s age?',
    'The product of the ages of Ankit and Nikita is 240. If twice the age of Nikita is more than Ankit\'s age by 4 years, what is Nikita\'s age?',
    'The ratio of the ages of a man and his wife is 4 : 3. After 4 years, this ratio will be 9 : 7. If at the time of marriage the ratio was 5 : 3, then how many years ago were they married?',
    'A father said to his son, "I was as old as you are at present at the time of your birth." If the father\'s age is 38 years now, what was the son\'s age five years back?',
    'The difference between the ages of two friends is 6 years. Find the age of the elder friend.',
    // The father's age at the son's birth, not now.
    'A father was 30 years old when his son was born. At present the ratio of their ages is 4 : 1. What is the father\'s age?'.replace('old when', 'oldwhen'),
    'Five years ago, the average age of A and B was 15 years. The average age of A, B and C today is 20 years. How old will A be after 10 years?',
  ])('%s', (text) => expect(values(text)).toBeNull());
});

describe('averages', () => {
  it.each([
    ['The batting average of a cricketer for 10 innings is 32 runs. How many runs must he score in his next innings to increase his average by 4 runs?', 76],
    ['A batsman in his 17th innings makes a score of 85 and thereby increases his average by 3. What is his average after the 17th innings?', 37],
    ['A cricketer has a certain average for 10 innings. In the 11th innings he scores 108 runs, thereby increasing his average by 6 runs. His new average is:', 48],
    ['The average marks of 30 students in section A is 60 and of 20 students in section B is 70. Find the average marks of the whole class.', 64],
    ['The average weight of 8 persons increases by 2.5 kg when a new person comes in place of one of them weighing 65 kg. What is the weight of the new person?', 85],
    ['The average of 20 numbers was found to be 40. Later it was discovered that 53 was misread as 83. Find the correct average.', 38.5],
    ['Find the average of the first 50 natural numbers.', 25.5],
    ['What is the average of the first 20 even numbers?', 21],
    ['Find the average of the first 15 odd numbers.', 15],
    ['The average of 5 consecutive numbers is 20. Find the largest of these numbers.', 22],
    ['The average age of 30 students is 15 years. If the age of the teacher is included, the average increases by 1. Find the age of the teacher.', 46],
    ['The average of 11 results is 50. If the average of the first six is 49 and that of the last six is 52, find the sixth result.', 56],
    ['The average weight of A, B and C is 45 kg. If the average weight of A and B is 40 kg and that of B and C is 43 kg, what is the weight of B?', 31],
    ['The average of 6 numbers is 30. If one number is removed the average becomes 28. Find the number removed.', 40],
    ['The average salary of 20 workers is ₹8,000. When the manager\'s salary is added, the average rises by ₹500. What is the manager\'s salary?', 18500],
    ['In a class, the average weight of 25 boys is 40 kg and the average weight of 15 girls is 32 kg. What is the average weight of the class?', 37],
    ['The mean of 10 observations is 25. If one observation 30 was wrongly recorded as 50, what is the correct mean?', 23],
    ['avg of 40 numbers came out 54 but while calculating, 78 was copied as 26. what is the actual average?', 55.3],
    ['after 20 innings a batsman\'s average goes up by one because he scored 123 in the 20th innings. new average = ?', 104],
    ['In a team of 14 players, one player aged 22 years is replaced by a new player, and the average age of the team goes up by 2.5 years. How old is the new player?', 57],
    ['Average of nine numbers is 53. The average of the first five is 64 and the average of the last five is 35. Find the middle number.', 18],
    ['The average of the marks of 25 students was found to be 66. Later it was discovered that a score of 23 was misread as 75. Find the correct average.', 63.92],
    ['The average weight of 10 persons is 62 kilograms. If a person weighing 35 kilograms leaves the group, find the average weight of the rest.', 65],
  ] as const)('%s', (text, answer) => expectValue(text, answer as number | readonly number[]));
});

describe('mensuration and number system, in more wordings', () => {
  it.each([
    ['What is the remainder when 35 × 27 × 58 is divided by 9?', 0],
    ['Find the remainder when 17 × 23 × 29 is divided by 5.', 4],
    ['What is the greatest number which on dividing 822 and 1485 leaves 6 as remainder in each case?', 51],
    ['What is the greatest number that will divide 101 and 59 so as to leave 2 and 4 as remainders respectively?', 11],
    ['largest no. that divides 285 and 259 and leaves remainder 5 and 7 resp. = ?? (HCF q)', 28],
    ['A circular track has radius 35 cm. How long is one round of the track? (use π = 22/7)', 220],
    ['How many litres of water does a cylindrical tank of base radius 0.7 m and height 4 m hold when full? Take π = 22/7 and 1 cubic metre = 1000 litres.', 6160],
    ['A cylindrical water tank has a radius of 3.5 m and a height of 3 m. How many litres of water can it hold? (π = 22/7, 1 m³ = 1000 litres)', 115500],
    ['What is the cost of flooring a hall 16 m by 12 m with tiles costing ₹150 per sq m?', 28800],
    ['how many times will a wheel of diameter 140 cm rotate to cover 1672 m?? use pi = 22/7', 380],
    ['A cylindrical tank of base radius 0.7 m holds 3,850 litres of water when full. Find the depth of the tank. (Take π = 22/7)', 2.5],
    ['A cylindrical tank of radius 70 cm holds 3,080 litres of water. What is the height of the tank?', 2],
    ['sir plz: 3 alarms beep every 30 min, 4 min and 24 min. they beep together at some time. after how many minutes will they beep together next?', 120],
  ] as const)('%s', (text, answer) => expectValue(text, answer));
});

