import { describe, expect, it } from 'vitest';
import { checkedSolution } from '../../support/quant-doubt-checks';

/**
 * Percentages as CLAT, SSC and bank papers word them: a change from one value to another, one
 * figure against another, the value before a change, shares of an income, pass marks and votes,
 * successive changes and discounts. Each answer must come with its check; a question whose
 * figures or ask cannot be read for certain must be declined (null), never guessed.
 */

const solution = checkedSolution;

const near = (a: number | undefined, b: number) => a !== undefined && Math.abs(a - b) < 0.006;

function expectValue(text: string, expected: number) {
  const worked = solution(text);
  expect(worked, text).not.toBeNull();
  expect(near(worked!.answer.values[0], expected), `${text} gave ${worked!.answer.values[0]}`).toBe(true);
}

describe('percentage change', () => {
  it.each([
    ['The price of petrol increased from ₹80 per litre to ₹92 per litre. What is the percentage increase?', 15],
    ['A shirt that cost ₹500 last year costs ₹600 this year. By what percent has its price increased?', 20],
    ['The number of students in a school went down from 1,250 to 1,000. Find the percentage decrease.', 20],
    ['If the salary of a man is raised from Rs. 20,000 to Rs. 25,000, what is the percentage hike?', 25],
    ["Ravi's marks improved from 60 to 75. Find the percentage improvement in his marks.", 25],
    ['The population of a village was 8,000 in 2015 and 10,000 in 2020. Find the percentage increase.', 25],
    ['A shopkeeper reduced the price of a toy from ₹250 to ₹200. The percentage reduction is', 20],
    ['What is the percentage change when 40 becomes 50?', 25],
    ['The price of sugar was ₹40 per kg. Now it is ₹50 per kg. Find the percentage increase in the price of sugar.', 25],
    ['A kilogram of almonds used to cost ₹3,720; it now costs ₹4,092. By what percent has the price gone up?', 10],
    ['By what percent is 30 more than 25?', 20],
    ['How much percent is 15 less than 20?', 25],
    ['598 is what percent less than 920?', 35],
    ["Sita earns Rs. 35,700 a month and Tarun earns Rs. 34,000. By what percent is Sita's salary more than Tarun's?", 5],
    ["Rohan scored 1,482 marks and Karan scored 1,560 marks. By what percent are Rohan's marks less than Karan's?", 5],
    ["A's salary is ₹12,000 and B's salary is ₹15,000. A's salary is what percent of B's?", 80],
    ['What percent of 250 is 40?', 16],
    // Two units of one measure: both in the smaller one first.
    ['What percent of 2 kg is 250 g?', 12.5],
    ['Q27. What percent of 2 hours is 75 minutes?', 62.5],
    ['450 paise is what percent of ₹18?', 25],
    ['What percent of 3 km is 600 m?', 20],
    ['Q.55 What per cent of ₹8 is 450 paise?', 56.25],
    ['A student scored 864 marks out of 1,920. What percentage of the marks did he score?', 45],
    ["If A's income is 25% more than B's income, then B's income is how much percent less than A's?", 20],
    ['The price of wheat is 25% higher than that of rice. By what percent is rice cheaper than wheat?', 20],
    ["A's salary is 20% less than B's. By what percent is B's salary more than A's?", 25],
    ['If the price of tea rises by 20%, by how much percent must a household reduce its consumption so as not to increase its expenditure?', 16.67],
    ['The price of rice falls by 20%. By how much percent can a family increase its consumption so that its expenditure remains the same?', 25],
    ['The population of a town is 1,54,000. If it increases by 50%, what will the population be?', 231000],
    ['A town has 1,80,000 people. Its population goes up by 10% in a year. Find the population at the end of the year.', 198000],
    ['Find the new population of a village of 85,000 after an increase of 16%.', 98600],
    ['A car bought for ₹40,000 loses 25 per cent of its value in the first year. What is it worth after one year?', 30000],
    ['What is the value of a scooter after one year if it cost Rs. 2,80,000 and depreciates by 20% a year?', 224000],
    ['The price of a commodity rises from ₹6 per kg to ₹7.50 per kg. Find the percentage rise.', 25],
    ['If the price of a book goes up from Rs 150 to Rs 180, by what percent has it increased?', 20],
    ["A man's weight decreased from 80 kg to 68 kg. What is the percentage decrease in his weight?", 15],
    ['The attendance fell from 500 to 450. What was the percentage fall?', 10],
    ['Last year a company made 2,400 cars; this year it made 2,760. Find the percentage increase in production.', 15],
    ['The cost of a ticket was ₹250 and now it is ₹300. Find the percent increase.', 20],
    ['If x = 80 and y = 100, by what percent is y more than x?', 25],
    ['The income of A is ₹24,000 and that of B is ₹30,000. A\'s income is what percent less than B\'s?', 20],
    ["In a test, Ram scored 72 and Shyam scored 60. By what percentage is Ram's score higher than Shyam's?", 20],
    ['If the price of a book is 25% more than that of a pen, then the price of the pen is how much percent less than that of the book?', 20],
    ["Mohan's income is 20% less than Rakesh's. By what percent is Rakesh's income more than Mohan's?", 25],
    ['The price of petrol increases by 25%. By what percent should a car owner reduce his consumption of petrol so that his expenditure on it does not change?', 20],
    ['Price of a commodity increased by 60%. By how much percent must the consumption be reduced so that the expenditure remains the same?', 37.5],
    ['The salary of a worker is ₹15,000. If it is increased by 12%, what will be his new salary?', 16800],
    ['A car costs ₹4,50,000. Its price is reduced by 8%. What is the reduced price?', 414000],
    ['A shopkeeper raises the price of an item costing ₹500 by 20%. What is the new price?', 600],
    ['The population of a city is 2,50,000. It is expected to grow by 8% next year. What will be the population next year?', 270000],
    ['The population of a town decreased by 12% due to migration. If the population was 75,000, what is the population now?', 66000],
    ['In a class of 40 students, 12 are girls. What percentage of the class are girls?', 30],
    ['Out of 600 students, 240 are girls. What percentage of the students are girls?', 40],
    ['Ram got 630 marks out of 900. What is his percentage?', 70],
    ['In a class, there are 30 boys and 20 girls. What percent of the students are girls?', 40],
    ['In a class of 50 students, 20 are boys. What percent of the class are girls?', 60],
    ['What percent is 25 of 200?', 12.5],
    ['What is 20% more than 150?', 180],
    ['Find the percentage increase if a number 45 is changed to 54.', 20],
    ['The price of an article has been reduced by ₹25. If the new price is ₹475, what is the percentage reduction?', 5],
    ['The number of accidents this year is 120 compared to 150 last year. Find the percentage decrease.', 20],
    ['X is 25% of Y. What percent of X is Y?', 400],
    ['What is the percentage decrease in the value of an article when its price falls from ₹1,200 to ₹1,050?', 12.5],
    ["Ram's salary was ₹20,000 in January and ₹24,000 in March. Find the percentage increase.", 20],
    ['In 2019 the price of a book was ₹200. In 2021 it was ₹250. Find the percentage increase.', 25],
    ["A company's profit rose from ₹2 lakh to ₹3 lakh. Find the percentage increase.", 50],
    ['The price of milk rose from ₹40 a litre to ₹50 a litre. By what percent must a family cut its consumption to keep its expenditure unchanged?', 20],
    ['The population of a town increases by 10% every year. If it is 1,21,000 now, what was it 2 years ago?', 100000],
    ['Increase 150 by 20%.', 180],
    ["Ram's salary is reduced by 20%. By what percent should the reduced salary be increased to restore his original salary?", 25],
  ])('%s', (text, expected) => expectValue(text, expected));
});

describe('reverse percentages', () => {
  it.each([
    ['A man spends 75% of his income. If he saves ₹5,000 per month, what is his monthly income?', 20000],
    ['Ramesh saves 15% of his salary. If his savings are ₹4,500, find his salary.', 30000],
    ['Find the monthly income of a person who saves ₹31,500 after spending 55% of it.', 70000],
    ['After paying 30% of his salary as rent, a man has ₹14,000 left. What is his salary?', 20000],
    ['A number when increased by 20% becomes 360. Find the number.', 300],
    ['The price of a TV after a 10% reduction is ₹18,000. What was the price before the reduction?', 20000],
    ['What was the earlier price of a laptop which now sells for ₹20,648 after an increase of 16%?', 17800],
    ['On increasing the price of an article by 20%, it costs ₹720. What was the original cost?', 600],
    ['If 40% of a number is 240, what is 25% of the number?', 150],
    ['Find the number whose 20% is 732.', 3660],
    ['75% of what number is 525?', 700],
    ['Zoya spends 25% of the monthly salary on food and 20% on rent, and saves the remaining ₹35,750. What is the monthly salary?', 65000],
    ['A person donated 20% of his money to charity and 30% of the remaining to a temple. He is left with ₹5,600. How much money did he have?', 10000],
    ['Arjun gave 25% of his money to his wife and 50% of the remainder to his son. He was left with ₹7,125. How much money did he have at first?', 19000],
    ['A man donates 10% of his savings to a school and then 20% of what remains to a hospital. If ₹6,480 is left with him, what were his savings?', 9000],
    ['A school has 60% boys. If the number of girls is 300, find the total number of students.', 750],
    ['In an examination, 35% of the students failed. If 130 students passed, how many students appeared?', 200],
    ['A student got 38% marks and failed by 40 marks. If the pass mark is 48%, what are the maximum marks?', 400],
    ['To pass an examination a candidate needs 32% of the total marks. Ravi scored 20% and missed the pass mark by 72. Find the total marks.', 600],
    ['A student has to obtain 33% of the total marks to pass. He got 125 marks and failed by 40 marks. The maximum marks are', 500],
    ['A candidate who gets 30% of the marks fails by 50 marks. Another candidate who gets 45% marks gets 25 marks more than the pass mark. Find the maximum marks.', 500],
    ['In an election between two candidates, one got 62% of the votes polled and won by a majority of 10,944 votes. Find the total number of votes polled.', 45600],
    ['How many votes were polled in an election between two candidates if the winner received 58% of the votes and won by 14,128 votes?', 88300],
    ['In an election, a candidate who got 40% of the votes lost by 600 votes. Find the total number of votes polled.', 3000],
    ['Two candidates contested an election. The winner got 55% of the votes cast and won by 1,200 votes. How many votes did the loser get?', 5400],
    ['Sita saves 12% of her income. If she spends ₹22,000, what is her income?', 25000],
    ['After deducting 10% tax, a man gets ₹27,000. What is his gross salary?', 30000],
    ['A number exceeds 20% of itself by 40. Find the number.', 50],
    ['A fruit seller had some mangoes. He sells 40% of them and still has 420 mangoes. How many mangoes had he originally?', 700],
    ['A water tank is 30% full. When 42 litres are added it becomes 65% full. What is the capacity of the tank?', 120],
    ['Out of the total votes polled, 10% were invalid. The winning candidate got 60% of the valid votes and won by 900 votes. Find the total votes polled.', 5000],
    ['A candidate scores 25% and fails by 30 marks, while another candidate who scores 50% marks gets 20 marks more than the minimum pass marks. Find the minimum pass marks.', 80],
    ['The population of a town was 1,60,000 three years ago. It increased by 3%, 2.5% and 5% in the last three years. Find the present population.', 177366],
    ['If the price of an item is increased by 20%, by what percent must the new price be decreased to bring it back to the original?', 16.67],
    ['When a number is decreased by 15%, it becomes 170. What is the number?', 200],
    ["Rahul's salary after a 15% deduction is ₹25,500. What is his salary without the deduction?", 30000],
    ['A number is increased by 40% and the result is 490. Find the number.', 350],
    ['20% of what amount is ₹1,500?', 7500],
    ['In a village, 45% of the population are women. If the number of men is 2,200, find the total population.', 4000],
    ['A person saves 18% of his income. If his monthly expenditure is ₹20,500, what is his monthly income?', 25000],
    ['The salary of A is ₹12,000. The salary of B is 25% less than that of A. Find the salary of B.', 9000],
    ['Ravi spends 30% of his salary on house rent and 40% of the remaining on food. If he spends ₹5,600 on food, what is his salary?', 20000],
    ['A man spends 20% of his income on rent and 30% of the rest on food. He saves ₹11,200. What is his income?', 20000],
    ['In an office, 40% of the employees are women. If there are 180 men, how many employees are there?', 300],
    ['60% of the students in a class are girls. If the number of boys is 24, how many girls are there?', 36],
    ['A number is 25% more than 80. Find the number.', 100],
    ['Due to a 25% increase in the price of onions, a housewife can buy 2 kg less for ₹240. Find the original price per kg.', 24],
    ['A reduction of 20% in the price of sugar enables a person to buy 5 kg more for ₹200. What is the reduced price per kg?', 8],
    ['If 120 is 20% of a number, then 120% of that number will be', 720],
    ['After a 15% increase, the number of students in a school is 2,300. How many students were there before?', 2000],
    ["A's salary is 20% less than B's. If B's salary is ₹15,000, what is A's salary?", 12000],
    ['A student has to secure 40% marks to pass. He gets 178 marks and fails by 22 marks. Find the maximum marks.', 500],
    ['A candidate got 35% of the votes polled and lost to his rival by 2,250 votes. How many votes were cast?', 7500],
    ['In an election between two candidates, 20% of the votes were invalid. The winner got 60% of the valid votes and won by 1,600 votes. Find the total votes polled.', 10000],
    ['The price of a TV is first increased by 20% and then decreased by 20%. If the final price is ₹9,600, find the original price.', 10000],
    ['The population of a town increases by 5% in the first year and 10% in the second year. If the population at the end of the second year is 23,100, what was the population at the beginning?', 20000],
    ["A's salary is 25% more than B's. If A's salary is ₹10,000, find B's salary.", 8000],
    ["Anil's salary was increased by 20% and then decreased by 10%. It is now ₹21,600. What was the original salary?", 20000],
    ['A salary is raised by 20% and the raised salary is cut by 35%, leaving ₹54,990. Find the salary before the changes.', 70500],
  ])('%s', (text, expected) => expectValue(text, expected));
});

describe('successive percentages', () => {
  it.each([
    ['A number is increased by 10% and then by 20%. Find the net percentage increase.', 32],
    ['If the price of a commodity is raised by 20% and then lowered by 20%, the final price compared to the original is', 4],
    ["A man's salary is increased by 20% and then decreased by 20%. What is the percentage gain or loss in his salary?", 4],
    ['A shopkeeper first raises the price of a jacket by 30% and then offers a discount of 20%. What is the net effect on the price?', 4],
    ['The price of a car depreciates by 20% in the first year and by 10% in the second year. If its price after two years is ₹3,60,000, what was its original price?', 500000],
    ['The daily wages of a worker increased by 15%, and the number of working days decreased by 10%. What is the percentage change in his monthly earnings?', 3.5],
    ['The price of a commodity increased by 10% in January and by another 10% in February. What is the total percentage increase?', 21],
    ['Two successive discounts of 10% each are equivalent to a single discount of', 19],
    ['Salary of a person was first increased by 20%, then decreased by 20%, then increased by 10%. Find the net change.', 5.6],
    ['If the radius of a circle is increased by 50%, its area increases by', 125],
    ['A\'s salary is increased by 10% and then by 10% again. Find the total percentage increase.', 21],
    ['Two successive price increases of 10% and 10% are equivalent to a single increase of', 21],
    ['A shopkeeper offers two successive discounts of 20% and 5%. What is the effective discount?', 24],
    ['Successive increases of 20% and 30% on a price of ₹500 give what final price?', 780],
    ['The tax on a commodity is diminished by 20% and its consumption increases by 15%. Find the effect on revenue.', 8],
    ['A number is first decreased by 10% and then increased by 10%. The number so obtained is 50 less than the original number. Find the original number.', 5000],
    ['The price of an article is reduced by 25% and then again by 20%. What is the total reduction?', 40],
    ['What is the net effect on the price of a share if it rises by 20% and then falls by 30%?', 16],
    ['A shopkeeper raises the price of a shirt by 20% and later reduces the new price by 20%. Find the net change in the price.', 4],
    ['Two successive discounts of 30% and 25% are equivalent to a single discount of', 47.5],
    ['Two successive increases of 10% and 20% are equivalent to a single increase of', 32],
    ['Successive discounts of 20% and 10% are given on ₹5,000. Find the selling price.', 3600],
    ['An article marked at ₹14,400 is sold after three successive discounts of 25%, 20% and 5%. Find its selling price.', 8208],
    ['The population of a town is 7,50,000. It increases by 15% in the first year and by 6% in the second year. What is the population after two years?', 914250],
    ['A town of 6,50,000 people grows by 4% in one year and 10% in the next. Find its population at the end of the two years.', 743600],
    ['The population of a town increases by 10% in the first year and decreases by 10% in the second year. If the present population is 50,000, what will it be after two years?', 49500],
    ['If the price of a commodity is increased by 20% and the consumption is decreased by 10%, what is the percentage change in the expenditure?', 8],
    ['The length of a rectangle is increased by 20% and its breadth is decreased by 10%. Find the percentage change in its area.', 8],
    ['The length of a rectangle is increased by 10% and the breadth by 10%. Find the percentage increase in its area.', 21],
    ['If each side of a square is increased by 10%, by what percent does its area increase?', 21],
    ['If the radius of a circle is decreased by 20%, find the percentage decrease in its area.', 36],
    ["Asha's salary is 30% more than Radha's, and Radha's salary is 20% more than Ayesha's. Asha's salary is what percent of Ayesha's?", 156],
    ['If A is 20% more than B and B is 10% less than C, then A is what percent of C?', 108],
    ['If A is 20% more than B and B is 25% more than C, then by what percent is A more than C?', 50],
    ['Two numbers are respectively 20% and 50% more than a third number. What percent is the first of the second?', 80],
    ['A and B are respectively 30% and 40% less than C. By what percent is B less than A?', 14.29],
    ['The price of a car is ₹5,00,000. It depreciates by 10% in the first year and 8% in the second year. Find its value after two years.', 414000],
    ['Ram invested ₹10,000 in shares. In the first year the value rose by 20% and in the second year it fell by 10%. What is the value now?', 10800],
  ])('%s', (text, expected) => expectValue(text, expected));
});

describe('declines what it cannot read for certain', () => {
  it.each([
    // 5,000 is a difference, not B's salary.
    "A's salary is ₹20,000. B's salary is ₹5,000 more than A's. By what percent is B's salary more than A's?",
    // The figure is the price after the discounts, and the marked price is not asked.
    'What does a customer pay for an item with a marked price of ₹40,500 if successive discounts of 10%, 30% and 5% are allowed? The shop also charges ₹50 for packing.',
    // Which of the two is the old value is not said.
    'The prices of a pen are ₹40 and ₹50. Find the percentage increase.',
    // Boys and girls are not complements when teachers are counted too.
    'In a school, 60% of the people are boys and there are 40 teachers. How many girls are there?',
    // Three candidates: the majority does not give the total.
    'In an election among three candidates, the winner got 45% of the votes and won by 3,000 votes over the second. Find the total votes.',
    // Asked for the increase in an unknown unit of time: two years but only one rate given.
    'The price of a flat went up by 10%. What was it two years ago?',
    // Neither figure is the whole, and teachers are not a part of boys and girls.
    'In a school there are 30 boys and 20 teachers. What percent of the students are girls?',
    // 150 is the difference of boys and girls, not a count of either.
    'In a school 60% of the students are boys and the rest are girls. There are 150 more boys than girls. Find the number of girls.',
    // A gain on a sale is profit and loss, not a plain change.
    'A shopkeeper gains 20% by selling a watch for ₹600. What is the selling price of 2 such watches?',
    // A change of ₹25 is not a value to compare with the new price.
    'The price of an article has been reduced by ₹25 and then by ₹50. What is the percentage change?',
    // Hours against kilograms: no one unit for both.
    'What percent of 2 hours is 75 kg?',
    // The percent asked is of a different base than any written.
    'A number is increased by 20%. What percent of the new number is the old number more than half of it?',
    // An outlay with no figure: the savings are not what is left after the food alone.
    'Ravi spends 40% of his income on food and some on rent. He saves ₹9,000. What is his income?',
    'She spent 30% of her salary on rent, a part of it on travel and saved ₹14,000. Find her salary.',
  ])('%s', (text) => {
    expect(solution(text)).toBeNull();
  });
});

describe('noise never flips a change', () => {
  it('reads a change whose verb lost its space either right or not at all', () => {
    // 'breadthgoes down': the direction word is glued to the noun; it must not take the sign of the change before it.
    const worked = solution('If the length of a rectangular plot goes up by 20% and the breadthgoes down by 5%, what happens to its area?');
    if (worked) {
      expect(near(worked.answer.values[0], 14)).toBe(true);
      expect(worked.answer.label).toMatch(/increase/);
    }
  });

  it('takes no question number for a figure', () => {
    expectValue('Q9. 1092 is what percent less than 1680?', 35);
    expectValue('14. 525 is what percent less than 600?', 12.5);
  });
});
