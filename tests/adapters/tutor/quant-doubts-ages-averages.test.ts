import { describe, expect, it } from 'vitest';
import { checkedSolution, expectValues } from '../../support/quant-doubt-checks';

const values = (text: string) => checkedSolution(text)?.answer.values ?? null;
const expectValue = expectValues;

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
    'The ratio of the ages of a man and his wife is 4 : 3. After 4 years, this ratio will be 9 : 7. If at the time of marriage the ratio was 5 : 3, then how many years ago were they married?',
    'The difference between the ages of two friends is 6 years. Find the age of the elder friend.',
    'Five years ago, the average age of A and B was 15 years. The average age of A, B and C today is 20 years. How old will A be after 10 years?',
  ])('%s', (text) => expect(values(text)).toBeNull());
});

/**
 * Ages in wordings written for this round (roles instead of names, pronouns, words for numbers,
 * the ask first or after an 'if', a student's shorthand, the multiple written first, 'it will be
 * 5 times', the elder and the younger of two), worked by hand; and ones that must be declined.
 */
describe('ages in more wordings', () => {
  it.each([
    ['A man\'s age is three times his son\'s age. Ten years hence, the man will be twice as old as his son. What is the son\'s present age?', 10],
    ['One-third of Ankit\'s age 6 years hence equals his age 6 years ago. Find Ankit\'s present age.', 12],
    ['The age of a grandfather is 8 times that of his grandson. After 6 years it will be 5 times. What is the grandfather\'s present age?', 64],
    ['Twenty years ago a father\'s age was four times that of his son. Now it is twice. What is the son\'s present age?', 30],
    ['The present ages of two sisters are in the ratio 3 : 5. After 6 years, the elder sister will be 26. What is the present age of the younger sister?', 12],
    ['The ages of two persons differ by 16 years. 6 years ago, the elder one was 3 times as old as the younger one. What are their present ages?', [30, 14]],
    ['The age of the elder brother is 4 years more than the younger. If the sum of their ages is 26, what is the age of the elder brother?', 15],
    ['A man was 32 years old when his son was born. The son is now one-fifth of his father\'s age. How old is the son?', 8],
    ['father age = 3 x son age. 15 yrs hence father = 2 x son. son present age??', 15],
    ['Five years hence, the age of Jacob will be three times that of his son. Five years ago, Jacob\'s age was seven times that of his son. What are their present ages?', [40, 10]],
    ['Mohan\'s age 3 years back was 3 times the age of his son. Now the age of the son is 10 years. What is Mohan\'s present age?', 24],
    ['In 10 years, A will be twice as old as B was 10 years ago. If A is now 9 years older than B, the present age of B is:', 39],
    ['Ten years ago, Sita\'s age was half of what it will be twelve years from now. What is Sita\'s present age?', 32],
    ['The sum of the ages of a man and his wife is 84 and the man is 6 years older than the wife. The wife\'s age 4 years ago was:', 35],
    ['The age of A is twice the age of B, and the age of B is thrice the age of C. If the sum of their ages is 40, what is the age of C?', 4],
    ['Pooja isthrice as old as Suresh, and Suresh is 3 years younger than Neha. If the total of the ages of Pooja, Suresh and Neha is 58 years, then how old is Suresh?', 11],
    ['A man is 3 times as old as his daughter. After 12 years, he will be twice as old as she will be then. What is the difference between their ages?', 24],
    ['The present ages of a father and son are in the ratio 8 : 3. The father is 25 years older. What will be the ratio of their ages 5 years hence?', [9, 4]],
    ['A grandfather is ten times older than his granddaughter. He is also 54 years older than her. Find the present age of the granddaughter.', 6],
    ['The sum of the ages of two brothers is 30 years and the difference is 4 years. What is the age of the younger brother?', 13],
    ['My father is 4 times as old as I am. In 20 years he will be twice as old as me. How old am I?', 10],
    ['The ratio of the present ages of Ajay and Vijay is 3 : 5 and the sum of their ages after 5 years will be 50 years. What is Vijay\'s present age?', 25],
    ['The father\'s age is 3 times the son\'s age. 6 years hence, the difference of their ages will be 24 years. Find the son\'s present age.', 12],
    ['The sum of the ages of Rita and her mother is 60 years. After 5 years the ratio of their ages will be 2 : 5. What was Rita\'s age 5 years ago?', 10],
    ['A boy\'s father is 30 years older than him. Five years from now, the father\'s age will be three times the age of the boy. What is the boy\'s present age?', 10],
    ['The ratio between the ages of Asha and Bina is 2:3. Asha\'s age after 10 years will be equal to Bina\'s present age. What is Bina\'s age?', 30],
    ['Kavya is as old as Rohit will be in 6 years. The sum of their present ages is 40. How old is Rohit?', 17],
    ['The present ages of a grandfather, his son and his grandson are in the ratio 12 : 6 : 1 and the sum of their ages is 95 years. Find the age of the grandson.', 5],
    ['When Meera was born, her mother was 25 years old. After 5 years, the mother will be twice as old as Meera. How old is Meera now?', 20],
    ['Three years hence, Deepak\'s age will be twice Pooja\'s age three years ago. Deepak is 12 years older than Pooja. How old is Pooja?', 21],
    ['The age of Sameer 8 years ago was two-thirds of his age 4 years hence. How old is Sameer now?', 32],
    ['A man is 5 times older than his son and the sum of their ages is 36 years. What is the son\'s age?', 6],
    ['The difference between the ages of Amar and Akbar is 8 years. Five years ago Amar was twice as old as Akbar. What is Amar\'s age?', 21],
    ['Ravi\'s age is 40% of his father\'s age. After 10 years, Ravi\'s age will be 50% of his father\'s age. What is the father\'s present age?', 50],
    ['Three years ago, the ratio of the ages of Vikas and Vishal was 3 : 2. Three years hence it will be 5 : 4. What is Vishal\'s present age?', 9],
    ['Seema is 8 years older than Reema. Four years ago Seema was twice as old as Reema. Find the sum of their present ages.', 32],
    ['A\'s age is one-fourth of B\'s age. B\'s age is two-fifths of C\'s age. If C is 40 years old, what is A\'s age?', 4],
    ['Sanjay is 5 years older than his sister. Five years ago he was twice as old as his sister. How old is the sister now?', 10],
    ['Ages of Rohit and Mohit are in ratio 4 : 5. Mohit\'s age after 6 yrs = 31 yrs. Rohit\'s present age?', 20],
    ['The present age of a mother is 24 years more than that of her daughter. After 3 years the mother\'s age will be 3 times the daughter\'s age then. Find the present age of the mother.', 33],
    // The cleaning now splits 'oldwhen', so the father's age now is read.
    ['A father was 30 years oldwhen his son was born. At present the ratio of their ages is 4 : 1. What is the father\'s age?', 40],
  ] as const)('%s', (text, answer) => expectValue(text, answer as number | readonly number[]));

  it.each([
    // 'It' may be the sum or either age.
    'The father is 3 times as old as the son. After 5 years it will be 40. What is the son\'s age?',
    // A time set by a saying, not by years.
    'A man said to his son, \'I was as old as you are now when you were born.\' If the man is 40 now, how old is the son?',
    // The marriage is a moment whose distance from now is not given, and 'present' is not fixed.
    'The ratio of the ages of a husband and wife at the time of marriage was 4 : 3. After 6 years of marriage the ratio became 7 : 6. What is the present age of the wife?',
    // Three people, one of them the speaker.
    'My father is 4 times as old as me and my mother is 3 years younger than him. In 10 years he will be twice as old as me. How old is my mother?',
    // Which friend is older is not fixed by 'apart'.
    'Two friends are 5 years apart in age. The ratio of their ages is 5 : 6. How old is the elder?',
    // A family of four with two children is not read.
    'The average age of a family of four members is 25 years. If the ages of the children are 5 and 9 years and the father is 4 years older than the mother, find the age of the mother.',
    // 'When the son was 5' is a moment not read.
    'The father is 30 years older than the son. When the son was 5 the father was 7 times his age. Find the father\'s age.',
    'Ramesh\'s age is 5 years more than Suresh. The sum of their ages when Ramesh turns 40 will be 75. Find Suresh\'s age now.',
    // Three people (the father and two sons), only two of them fixed by the statements read.
    'The age of a father is twice that of the elder son. Ten years hence the age of the father will be three times that of the younger son. If the difference of ages of the two sons is 15 years, the age of the father is',
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


/**
 * Averages and mensuration in new wordings written for this round (subjects named, words for
 * numbers, months in an average of years, a week's days, roles instead of names, the ask first),
 * worked by hand; and ones that cannot be read for certain.
 */
describe('averages in more wordings', () => {
  it.each([
    ['The marks obtained by Riya in English, Hindi, Maths, Science and Social Studies are 76, 65, 82, 67 and 85 respectively. What are her average marks?', 75],
    ['A batsman scored 45, 62, 0, 78 and 35 runs in five innings. Find his average score.', 44],
    ['The average temperature of the first four days of a week was 40°C and that of the last four days was 41°C. If the average temperature for the whole week was 40.2°C, find the temperature on the fourth day.', 42.6],
    ['The average salary of 15 workers in a factory is ₹12,000. If the supervisor\'s salary of ₹28,000 is also included, what is the new average?', 13000],
    ['Average of six numbers is eight. If one number is excluded, the average of the rest becomes seven. Find the excluded number.', 13],
    ['The average weight of 45 students in a class is 52 kg. Five of them, whose average weight is 48 kg, leave the class. By how much does the average weight of the class increase?', 0.5],
    ['The average of 7 consecutive odd numbers is 33. What is the smallest of them?', 27],
    ['The average of 25 results is 18. The average of first twelve of them is 14 and that of last twelve is 17. Find the 13th result.', 78],
    ['The mean of 5 numbers is 27. If one number is excluded, their mean is 25. The excluded number is', 35],
    ['Section A has 40 students with average marks 55 and section B has 60 students with average marks 65. Find the average marks of both sections together.', 61],
    ['The average of four numbers is 20. Three of them are 18, 22 and 25. Find the fourth number.', 15],
    ['Ravi\'s average score in four tests is 72. What score must he get in the fifth test to raise his average to 75?', 87],
    ['The average monthly income of a family of four earning members was ₹15,000. One of the earning members died and therefore the average income came down to ₹13,000. The income of the deceased was', 21000],
    ['In a group of 10 friends the average age is 24 years. If a friend aged 35 years leaves and another aged 15 joins, what is the new average age?', 22],
    ['The average weight of a group of 20 boys was calculated to be 89.4 kg and it was later discovered that one weight was misread as 78 kg instead of 87 kg. The correct average weight is', 89.85],
    ['The average age of a class of 39 students is 15 years. When the teacher\'s age is included, the average increases by 3 months. What is the teacher\'s age?', 25],
    ['The average salary of all the employees of an office is ₹9,000. The average salary of 10 officers is ₹15,000 and that of the rest is ₹7,500. How many employees are there in the office?', 50],
    ['Average of the marks of 40 students in a class is 72. If the marks of the top scorer, 98, is excluded, what is the average of the remaining?', 71.33],
    ['The average age of 24 boys in a class is 12 years. If the teacher\'s age is also included, the average becomes 13 years. Find the teacher\'s age.', 37],
    ['A cricketer\'s average in 12 innings is 48 runs. How many runs must he score in the 13th innings to make his average 50?', 74],
    ['The average of 50 numbers is 38. If two numbers namely 45 and 55 are discarded, the average of the remaining numbers is', 37.5],
    ['avg of 5 nos is 18, if 1 no is removed avg becomes 16. removed no = ?', 26],
    ['In an exam, the average marks of 30 boys is 60 and the average marks of the girls is 70. The overall average of the class is 64. Find the number of girls.', 20],
    ['The average of marks obtained by 120 candidates was 35. If the average of passed candidates was 39 and that of failed candidates was 15, the number of candidates who passed the examination is', 100],
    ['Rahul\'s scores in 6 tests were 45, 52, 60, 48, 55 and 40. His average score is', 50],
    ['The scores of a batsman in five innings were 40, 55, 0, 70 and 35. Find the average score per innings.', 40],
    ['The temperatures recorded on Monday, Tuesday, Wednesday and Thursday were 32°C, 35°C, 30°C and 31°C. What was the mean temperature?', 32],
    ['In a club of 12 members the average weight is 60 kg. A member weighing 72 kg is replaced by one weighing 48 kg. By how much does the average weight decrease?', 2],
    ['A school has 200 students with an average age of 14 years. If 50 new students with an average age of 12 years are admitted, what is the new average age?', 13.6],
    ['A man\'s average expenditure for the first 4 months is ₹2,750 and for the next 8 months is ₹3,500. Find his average monthly expenditure for the year.', 3250],
    ['Average runs scored by a batsman in 20 matches is 40. In the next 10 matches he scored an average of 13 runs. Find his average in all the 30 matches.', 31],
    ['The average weight of 16 boys in a class is 50.25 kg and that of the remaining 8 boys is 45.15 kg. Find the average weight of all the boys in the class.', 48.55],
    ['The mean weight of 8 boxes is 12 kg. Two more boxes weighing 15 kg and 19 kg are added. What is the new mean weight?', 13],
    ['The average of 9 observations is 60. If the average of the first five is 58 and that of the last five is 62, what is the fifth observation?', 60],
    ['If the average of 6, 8, x, 12 and 14 is 10, find x.', 10],
    ['A student\'s marks in five subjects are 68, 74, 82, 59 and x. If his average is 70, find x.', 67],
    ['The average age of a family of 5 members is 24 years. If the age of the youngest member is 8 years, what was the average age of the family at the time of the birth of the youngest member?', 20],
  ] as const)('%s', (text, answer) => expectValue(text, answer));

  it.each([
    // The count of numbers is not given.
    'The average of some numbers is 20. If one number 30 is removed, what is the new average?',
    // The size of the class is not given.
    'The average age of a class is 15 years. A teacher aged 40 joins. Find the new average.',
    // Which one is removed is not said, so the new average is not fixed.
    'The average of 5 numbers is 20. If one number is removed, find the new average.',
    // The ask names the fifth day, but the groups fix the fourth.
    'The average temperature of the first four days of a week was 40°C and that of the last four days was 41°C. If the average temperature for the whole week was 40.2°C, find the temperature on the fifth day.',
    // Only part of the list is asked.
    'The marks of Riya in five subjects are 76, 65, 82, 67 and 85. What is the average of her three highest marks?',
    // Part of the list by a superlative and a count.
    'The ages of four children are 3, 5, 7 and 9 years. What is the average age of the two eldest?',
    // Equal distances at three speeds: the average speed is not the mean of the speeds.
    'A car covers three equal distances at speeds of 40, 50 and 60 km/h. What is its average speed?',
    // A value may be below zero: the list is not read.
    'The temperatures on four days were 5, -3, 2 and 4 degrees. What is the mean temperature?',
    // Two counts and three averages: more than the balance needs, and they may not agree.
    'The average marks of 30 boys is 60 and of 20 girls is 70. The average of the class is 64. Find the number of girls.',
    // A second unknown number: x is not fixed by the average alone.
    'If the average of 6, 8, x, 12 and 14 is 10 and y is 3 more than x, find x + y when 5 is added.',
    // Ten months are not the year asked.
    'A man\'s average expenditure for the first 4 months is ₹2,750 and for the next 6 months is ₹3,500. Find his average monthly expenditure for the year.',
    // The count in the ask is not the two groups together.
    'Average runs scored by a batsman in 20 matches is 40. In the next 10 matches he scored an average of 13 runs. Find his average in all the 25 matches.',
  ])('declines: %s', (text) => expect(values(text)).toBeNull());
});

describe('mensuration in more wordings', () => {
  it.each([
    ['The length of a rectangular field is 3 times its breadth. If its perimeter is 240 m, find the area of the field.', 2700],
    ['Find the cost of fencing a square park of side 45 m at ₹12 per metre.', 2160],
    ['The circumference of a circle is 88 cm. Find its area. (π = 22/7)', 616],
    ['A room is 8 m long, 6 m wide and 4 m high. Find the volume of air in it.', 192],
    ['Find the total surface area of a cube whose edge is 6 cm.', 216],
    ['The area of a square is 196 sq m. Find its perimeter.', 56],
    ['How many tiles of size 25 cm by 20 cm are needed to cover a floor 5 m long and 4 m wide?', 400],
    ['The radius of a cylinder is 7 cm and its height is 10 cm. Find its curved surface area.', 440],
    ['The perimeter of a rectangle is 56 m and its length is 16 m. Find its area.', 192],
    ['Find the cost of painting the four walls of a room 10 m long, 8 m broad and 5 m high at ₹20 per sq m.', 3600],
    ['A wire bent into a square of side 22 cm is rebent into a circle. Find the radius of the circle.', 14],
    ['The diagonal of a square field is 20 m. Its area is', 200],
    ['Find the volume of a cylinder with diameter 14 cm and height 20 cm.', 3080],
    ['The area of a circle is 154 sq cm. What is its circumference?', 44],
    ['A right-angled triangle has legs of 9 cm and 12 cm. Find its area.', 54],
    ['The length and breadth of a rectangular plot are in the ratio 5 : 3 and its perimeter is 160 m. Find its area.', 1500],
    ['A square and a rectangle have equal perimeters. The rectangle is 18 cm by 12 cm. Find the area of the square.', 225],
    ['The cost of fencing a circular field at ₹5 per metre is ₹1,320. Find the radius of the field.', 42],
    ['How many cubes of side 3 cm can be cut from a cube of side 9 cm?', 27],
    ['The volume of a cube is 343 cubic cm. Find its surface area.', 294],
    ['A rectangular lawn 60 m by 40 m has a path 5 m wide all around it on the outside. Find the area of the path.', 1100],
    ['Find the cost of carpeting a room 13 m long and 9 m broad with a carpet 75 cm wide at ₹12 per metre.', 1872],
    ['The curved surface area of a cylinder is 880 sq cm and its radius is 10 cm. Find its height.', 14],
    ['What is the area of a rectangle whose length is 24 m and diagonal is 25 m?', 168],
    ['What is the capacity in litres of a cylindrical tank whose radius is 35 cm and height 2 m?', 770],
    ['A rectangular tank is 2 m long, 50 cm wide and 40 cm deep. How many litres of water can it hold?', 400],
  ] as const)('%s', (text, answer) => expectValue(text, answer));

  it.each([
    // One side alone does not fix the perimeter.
    'A rectangle has an area of 120 sq m. Find its perimeter.',
    // Lengths in cm and m with the answer asked in cm: not turned into metres.
    'Find the volume of a cylinder of radius 35 cm and height 2 m in cubic cm.',
  ])('declines: %s', (text) => expect(values(text)).toBeNull());
});
