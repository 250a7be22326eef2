import { describe, expect, it } from 'vitest';
import { checkedSolution, expectValues } from '../../support/quant-doubt-checks';

/**
 * Round 8: ratio shares, combined ratios, partnerships, averages, mixtures and ages in wordings
 * unlike the earlier tests and templates: two shares tied by fractions of each other, a budget
 * split over heads of spending, land shared in proportion to ages, multiples of what each gets
 * made equal; groups of equal size merged, the same number taken from four numbers, a raise for
 * each, subjects of a college chained, percentages joining and leaving; a student's own business
 * ('I put 40k'), charity first, the months asked from a share, dates of the calendar, a part of
 * the profit; toppers and the rest, a baby born since, spending and saving; milk with water sold
 * dear, a blend's whole split, a fraction drawn off, jugs of one size, alloys by strength; and
 * ages with the ask first, a sum 'together', 'exceed ... by'. Each is worked by hand; what cannot
 * be read for certain must be declined.
 */

/** The worked values, or null when the question is declined. */
const values = (text: string) => checkedSolution(text)?.answer.values ?? null;

describe('ratio shares, round 8', () => {
  it.each([
    ["Divide ₹2,800 between Anu and Binu so that 2/3 of Anu's share is equal to 1/2 of Binu's share. What is Binu's share?", 1600],
    ["₹1,500 is divided between two brothers such that one-third of what the elder gets equals one-half of what the younger gets. Find the younger brother's share.", 600],
    ['The monthly expenses of a family on rent, food and travel are in the ratio 5 : 4 : 1. They spend ₹8,000 a month on food. How much do they spend on travel?', 2000],
    ["Mohan's budget: rent : food : school fees = 6 : 5 : 3. Food comes to ₹10,000 a month. Find the school fees.", 6000],
    ['An estate of 36 acres is to be divided among three sons in proportion to their ages of 10, 12 and 14 years. How many acres does the youngest son get?', 10],
    ['₹4,500 is to be given to P, Q and R so that 3 times what P gets = 4 times what Q gets = 6 times what R gets. How much does R get?', 1000],
    ["₹2,700 is distributed among X, Y and Z such that two times X's share, three times Y's share and six times Z's share are all equal. Find Y's share.", 900],
    ['In a hostel boys and girls are in the ratio 5 : 3, the boys outnumbering the girls by 60. How many students live in the hostel?', 240],
    ["Sunita's monthly income of ₹50,000 is divided between savings and spending in the ratio 2 : 3. Her spending, in turn, is divided between food and other things in the ratio 2 : 1. How much does she spend on food?", 20000],
    ["A sum is shared among P, Q and R in the ratio 2 : 3 : 4, and R gets ₹1,000 less than P and Q together. What is Q's share?", 3000],
    ["R's share falls short of the combined share of P and Q by ₹800 when a sum is divided among P, Q and R in the ratio 3 : 4 : 5. Find the sum.", 4800],
  ])('%s', (text, expected) => expectValues(text, expected));

  it.each([
    // Only two of the three shares are tied: the third is not read, so nothing can be worked out.
    "₹6,000 is divided among A, B and C such that 2 times A's share = 3 times B's share. What is C's share?",
    // The third friend is not one of the two.
    'Divide ₹2,400 between two friends so that 3/4 of what the first one gets is the same as 1/4 of what the third one gets. What is the second friend\'s share?',
    // Ages not given; no figure of spending.
    "50 acres of land are shared among three sisters in proportion to their ages. What is the eldest sister's share?",
    'The monthly expenses of a family on rent, food and travel are in the ratio 5 : 4 : 1. How much do they spend on travel?',
    // The saving split again, not the spending: not read.
    "Sunita's monthly income of ₹50,000 is divided between savings and spending in the ratio 2 : 3. Her savings, in turn, are divided between gold and deposits in the ratio 2 : 1. How much does she spend on food?",
    // R cannot be more than P and Q together in the ratio 2 : 3 : 4.
    "A sum is shared among P, Q and R in the ratio 2 : 3 : 4, and R gets ₹1,000 more than P and Q together. What is Q's share?",
  ])('declines: %s', (text) => expect(values(text)).toBeNull());
});

describe('combined ratios, round 8', () => {
  it.each([
    ['If 4 times the first number, 5 times the second and 10 times the third are all equal, find the ratio of the three numbers.', [5, 4, 2]],
    ['Two classes, A and B, have the same number of students. The ratio of boys to girls is 3 : 2 in A and 1 : 4 in B. If the classes are combined, what is the ratio of boys to girls?', [2, 3]],
    ['Find the number which, taken away from each of 15, 28, 20 and 38, leaves numbers in proportion.', 2],
    ["The salaries of Raj and Simran are in the ratio 2 : 3. After each gets an increment of ₹4,000, the ratio becomes 5 : 7. What was Raj's salary before the increment?", 16000],
    ['In a school the ratio of students in music to those in dance is 4 : 3, and the ratio of dance students to drama students is 6 : 5. If there are 200 drama students, how many students are in music?', 320],
    ['The strengths of two schools are in the ratio 5 : 4. If 20% more students join the first school and 25% of the students of the second school leave, what will be the ratio of their strengths?', [2, 1]],
    ['The ratio of the ages of a mother and her elder daughter is 3 : 1, and that of the mother and her younger daughter is 4 : 1. Find the ratio of the ages of the elder daughter and the younger daughter.', [4, 3]],
    ["The ratio of Amit's income to Bala's is 4 to 5, and Bala's income to Chetan's is 10 to 9. Chetan earns ₹36,000. How much does Amit earn?", 32000],
    ['In a garden roses : lilies = 3 : 2 and lilies : tulips = 4 : 5. If there are 150 tulips, how many roses are there?', 180],
    // One role only ('the elder', 'the elder brother'): the words stay as written.
    ["Two brothers have savings in the ratio 5 : 2. When the elder gives ₹450 to the younger, their savings become equal. What were the elder brother's savings at first?", 1500],
  ])('%s', (text, expected) => expectValues(text, expected));

  it.each([
    // Two multiples for three numbers.
    'If 4 times the first number and 5 times the second are equal, find the ratio of the three numbers.',
    // Sections of different sizes cannot be merged by their ratios alone.
    'Sections A and B have different numbers of students. Boys : girls is 3 : 2 in A and 1 : 4 in B. If the sections are combined, find the ratio of boys to girls.',
    // The salary after the raise is not the one the reader gives.
    "The salaries of Raj and Simran are in the ratio 2 : 3. After each gets an increment of ₹4,000, the ratio becomes 5 : 7. What is Raj's salary after the increment?",
    // No chain to the drama students.
    'In a school the ratio of students in music to those in dance is 4 : 3. If there are 200 drama students, how many students are in music?',
  ])('declines: %s', (text) => expect(values(text)).toBeNull());
});

describe('partnerships, round 8', () => {
  it.each([
    ['Sir, I put in 40k and my brother put in 60k, but my brother joined 4 months later. The year\'s profit is ₹1.2 lakh. What is my share?', 60000],
    ['A, B and C put ₹50,000, ₹40,000 and ₹30,000 into a venture. Of the year\'s profit of ₹60,000, 20% went to charity and the rest was shared in the ratio of their capitals. What did A get?', 20000],
    ['X invested twice as much as Y but kept the money in for only one-third of the time that Y kept his. In what ratio should the profit be divided?', [2, 3]],
    ["Two partners: the first puts in three times the capital of the second, but for 2/3 of the second partner's period. Find the ratio of their profits.", [2, 1]],
    ['Leela put in ₹3 lakh at the start of the year and Mona joined 4 months later with ₹2 lakh, while Nina came in with ₹6 lakh for only the last 2 months of the year. What fraction of the year\'s profit should go to Nina?', [3, 16]],
    ['Two partners have ₹1,20,000 between them. One partner\'s money was used for 8 months and the other\'s for 12 months, and their profits turned out equal. What was the capital of the partner whose money was used for 12 months?', 48000],
    ["Ajay and Vikram invest in the ratio 3 : 2. Ajay's money stays in the business for 4 months and Vikram's for 9 months. If Vikram's share of the profit is ₹2,400 more than Ajay's, what is the total profit?", 12000],
    ["Anil started a firm on 1st January with ₹24,000. Bala joined him on 1st May with ₹36,000. The accounts are closed on 31st December. Out of a profit of ₹18,000, what is Bala's share?", 9000],
    ["Two friends run a shop. Asha's ₹2 lakh is in it for the whole year and Beena's ₹3 lakh for the last 8 months. What part of the year's profit is Beena's?", [1, 2]],
    ["C started a business with ₹18,000 for the whole year. D came in with ₹24,000 some time later, and at the end D's share of the profit was 2/5 of the whole. For how many months was D's money in the business?", 6],
    ['P put ₹20,000 into a shop for the full year and Q put in ₹30,000, but Q\'s money was in the shop only for part of the year. Of a profit of ₹9,000, Q\'s share was ₹4,500. For how many months was Q\'s money used?', 8],
  ])('%s', (text, expected) => expectValues(text, expected));

  it.each([
    // Two others besides the student: 'he' and 'my share' are not sure.
    'Sir, I invested 50k and my friend and my cousin invested 40k each. Profit 90k. My share?',
    // A second deduction besides charity is not read.
    'A and B invested ₹20,000 and ₹30,000. Of the profit of ₹10,000, 10% went to charity and 10% to the manager. How much did A get?',
    // Charity, but how the rest is shared is not said.
    'P and Q invested ₹40,000 and ₹60,000. 20% of the profit of ₹15,000 was given to charity. How much did P get?',
    // A date that is not the first of a month.
    "A started on 1st January with ₹10,000 and B joined on 15th March with ₹20,000. The profit for the year is ₹5,000. What is B's share?",
    // A part asked of someone who is not a partner.
    "Two friends run a shop. Asha's ₹2 lakh is in it for the whole year and Beena's ₹3 lakh for the last 8 months. What part of the year's profit is Chitra's?",
    // Joined late, but the ask says neither how long nor after how many months.
    "C started a business with ₹18,000 for the whole year. D came in with ₹24,000 some time later, and at the end D's share of the profit was 2/5 of the whole. What was D's capital?",
  ])('declines: %s', (text) => expect(values(text)).toBeNull());
});

describe('averages, round 8', () => {
  it.each([
    ['In an exam the whole class averaged 70. The 5 toppers averaged 90 and the rest of the class averaged 65. How many students wrote the exam?', 25],
    ['The average weight of 8 boys increases by 1.5 kg when two of them, weighing 50 kg and 56 kg, are replaced by two girls. What is the average weight of the two girls?', 59],
    ["A class has 20 boys and 30 girls. The average mark of the whole class is 62, and each girl scored on average 5 marks more than each boy. Find the girls' average.", 64],
    ['A shopkeeper spent ₹9,000 a month for the first 5 months of a year and ₹11,000 a month for the remaining months, and saved ₹34,000 in the year. What was his average monthly income?', 13000],
    ['The average of three numbers is 27. The second number is twice the third and the first is thrice the second. What is the smallest number?', 9],
    ['One value is dropped from a list of 15 values whose average is 40, and the average of the values left is 39. What is the value dropped?', 54],
    ['Four years ago the average age of a family of 5 was 30 years. A child has been born since then, and the average age of the family is now 29 years. How old is the child?', 4],
    ['Three years ago the average age of the 5 members of a family was 20 years. A baby has since been born, and the average age of all 6 members is 19.5 years. How old is the baby?', 2],
    ["avg wt of P, Q, R = 50 kg; avg of P & Q = 45 kg, avg of Q & R = 52 kg. find Q's weight", 44],
    ["One student's marks were entered as 64 instead of 46, and the class average went up by 1/2. How many students are in the class?", 36],
    ['A mark was entered as 85 instead of 70, and the average marks of the class increased by one-fourth of a mark. How many pupils are in the class?', 60],
    ['A class of 40 has an average score of 56; the girls average 62 and the boys 52. Find the number of girls.', 16],
    ["A cricketer's average in 20 innings is 40. Excluding his highest and lowest scores, which differ by 100 runs, the average of the remaining 18 innings is 36. What is his lowest score?", 26],
    ['Two members of a club of 12, whose ages are 40 and 35 years, retire and two new members join in their place. The average age of the club rises by 1 year. Find the average age of the new members.', 43.5],
  ])('%s', (text, expected) => expectValues(text, expected));

  it.each([
    // The count would not be whole.
    'The class average was 60; the 4 toppers averaged 85 and the rest averaged 57. How many students are there?',
    // A baby older than the years since the first average.
    'Two years ago the average age of a family of 4 was 20 years. A baby has been born since, and the average age of the family is 19 years today. How old is the baby?',
    // 'The remaining 8' is not all the others of 10.
    'One number is taken out of a set of 10 numbers whose average is 30, and the average of the remaining 8 numbers is 28. Which number was taken out?',
    // The whole class's average is not between the two groups'.
    'A class of 40 has an average score of 66; the girls average 62 and the boys 52. Find the number of girls.',
    // 'The remaining 17' is not all the others of 20.
    "A cricketer's average in 20 innings is 40. Excluding his highest and lowest scores, which differ by 100 runs, the average of the remaining 17 innings is 36. What is his lowest score?",
    // Three retire, two join: not read.
    'Three members of a club of 12, whose ages are 40, 35 and 50 years, retire and two new members join in their place. The average age of the club rises by 1 year. Find the average age of the new members.',
  ])('declines: %s', (text) => expect(values(text)).toBeNull());
});

describe('mixtures, round 8', () => {
  it.each([
    ['Milk is bought at ₹60 a litre, mixed with water in the ratio 1 : 4 (water : milk) and the mixture is sold at ₹60 a litre. What is the gain percent?', 25],
    ['How many kg of tea at ₹200 a kg must go into 50 kg of a blend worth ₹230 a kg, the rest being tea at ₹250 a kg?', 20],
    ['A vessel has milk and water in the ratio 3 : 1. What part of the mixture must be drawn off and replaced with water so that the ratio becomes 1 : 1?', [1, 3]],
    ['Four jugs of the same size hold juice and water in the ratios 1 : 1, 2 : 1, 3 : 1 and 1 : 3. All four are emptied into a tub. What is the ratio of juice to water in the tub?', [13, 11]],
    ['How much of a 60% acid solution must be mixed with 30 litres of a 20% acid solution to make a 30% solution?', 10],
    ['A trader has 500 kg of sugar. He sells some at 6% profit and the rest at 11% profit, and makes 9% on the whole. How many kg did he sell at 11%?', 300],
    ['A 40 litre mix of milk n water has milk:water = 3:1. How many litres of water must be added to make it 1:1?', 20],
    ['Rice at 2400 paise per kg is mixed with rice at 3000 paise per kg. In what ratio must they be mixed to get rice worth 2600 paise per kg?', [2, 1]],
  ])('%s', (text, expected) => expectValues(text, expected));

  it.each([
    // A gain asked as a loss.
    'Milk bought at ₹50 a litre is mixed with water in the ratio 1 : 4 (water : milk) and sold at ₹60 a litre. What is the loss percent?',
    // Vessels not said to be equal.
    'Three vessels hold milk and water in the ratios 1 : 1, 2 : 1 and 3 : 1. All are emptied into a tub. Find the ratio of milk to water.',
    // Refilling with water cannot raise the share of milk.
    'A vessel has milk and water in the ratio 3 : 1. What part of the mixture must be drawn off and replaced with water so that the ratio becomes 4 : 1?',
    // Only two strengths written.
    'How much of an 80% alloy must be mixed with 20 kg of another alloy to get a 50% alloy?',
  ])('declines: %s', (text) => expect(values(text)).toBeNull());
});

describe('ages, round 8', () => {
  it.each([
    ["What was Raju's age 5 years ago, if the ages of Raju and Sonu now are in the ratio 3 : 4 and 6 years hence they will be in the ratio 4 : 5?", 13],
    ['How old is the daughter now? The mother and the daughter are 50 years old together today, and 5 years ago the mother was 4 times as old as the daughter.', 13],
    ['Find the ratio of the present ages of a father and his son, if 5 years ago the father was 7 times as old as the son and will be 3 times as old as him 5 years from now.', [4, 1]],
    ["My age is three-fourths of my sister's age. In 5 years, it will be four-fifths of her age. How old am I now?", 15],
    ["A's age 5 years ago = B's age 3 years hence. The sum of their present ages is 50. Find B's present age.", 21],
    ["A man's age is 4 more than three times his son's age. After 6 years, his age will exceed twice the son's age by 14 years. What is the man's present age?", 52],
    ["At the time of their marriage a man was 6 years older than his wife. 12 years after the marriage, the wife's age is eight-ninths of the husband's age. What was the wife's age at the time of the marriage?", 36],
    ['Meera is as much older than Tina as she is younger than Uma. Tina and Uma together are 50 years old. How old is Meera?', 25],
    ["Karan's father was 33 years old when Karan was born, and his mother was 26 years old when his brother, 4 years older than Karan, was born. By how many years is Karan's father older than his mother?", 3],
    ["Anu was 8 years old in 2016 and her brother Vivek was born in 2014. What will be the ratio of Vivek's age to Anu's age in 2030?", [8, 11]],
    ["A woman's present age is 120% of what it was 5 years ago. What is her present age?", 30],
    ['The age of a man is 150% of his age 12 years back, but 75% of what it will be after 12 years. Find his present age.', 36],
  ])('%s', (text, expected) => expectValues(text, expected));

  it.each([
    // One ratio and nothing else.
    "What was Raju's age 5 years ago, if the ages of Raju and Sonu now are in the ratio 3 : 4?",
    'How old is the daughter now? The mother and the daughter are 50 years old together today.',
    // A third person in the second statement.
    "A's age 5 years ago = C's age 3 years hence. The sum of A's and B's present ages is 50. Find B's present age.",
    // Halfway between two, but their sum is not given.
    'Meera is as much older than Tina as she is younger than Uma. Tina is 20 years old. How old is Meera?',
    // Meera is known, but not how far she is from either.
    "Meera is as much older than Tina as she is younger than Uma. Tina and Uma together are 50 years old. What is the difference between Uma's and Meera's ages?",
    // The mother older than the father: 'by how many years is the father older' has no answer.
    "Karan's father was 26 years old when Karan was born, and his mother was 33 years old when his brother, 4 years younger than Karan, was born. By how many years is Karan's father older than his mother?",
    // No year asked besides the two written.
    "Anu was 8 years old in 2016 and her brother Vivek was born in 2014. What is the ratio of Vivek's age to Anu's age?",
    // The second clause does not agree with the first: 150% of his age 12 years back is 36, and 36 is not 80% of 48.
    'The age of a man is 150% of his age 12 years back, but 80% of what it will be after 12 years. Find his present age.',
  ])('declines: %s', (text) => expect(values(text)).toBeNull());
});
