import { describeTopics, type DoubtTopic } from '../../support/doubt-topics';

/**
 * Questions worded as SSC, bank and coaching-book papers and students in a chat word them: the ask
 * before the data, fractions in words, speeds in m/s, answers asked as a ratio or a difference.
 * Each question is worked by hand in the comment above it; beside them stand the look-alikes that
 * must be declined because they mean another thing or say too little.
 */
const TOPICS: readonly DoubtTopic[] = [
  {
    title: 'a part of the goods at a profit and the rest at a loss, in rupees',
    picks: [
      // 2/3 of ₹12,000 = ₹8,000 at +20% = +₹1,600; ₹4,000 at −10% = −₹400: a profit of ₹1,200.
      ['A dealer bought goods for ₹12,000. He sold two-thirds of them at a profit of 20% and the rest at a loss of 10%. Find his overall profit in rupees.\n(a) ₹1,200 (b) ₹600 (c) ₹1,320 (d) ₹1,000', 'A'],
      // 3/4 of ₹30,000 = ₹22,500 at +10% = +₹2,250; ₹7,500 at −10% = −₹750: ₹1,500.
      ['Calculate the net gain of a trader who sells three-fourths of his stock, which cost him Rs. 30,000 in all, at 10 per cent profit and the remaining stock at 10 per cent loss.\n(a) Rs. 1,800 (b) Rs. 1,500 (c) Rs. 2,250 (d) Rs. 750', 'B'],
    ],
    declines: [
      // A second sum in rupees (the transport) is not part of the outlay read here.
      'A dealer bought goods for ₹12,000 and paid ₹500 for transport. He sold two-thirds of them at a profit of 20% and the rest at a loss of 10%. Find his overall profit in rupees.\n(a) ₹1,200 (b) ₹600 (c) ₹700 (d) ₹1,000',
    ],
  },
  {
    title: 'a selling price said as a part of the cost',
    picks: [
      // SP = 5/4 CP: a profit of 25%.
      ['If the selling price of an article is five-fourths of its cost price, what is the profit per cent?\n(a) 25% (b) 20% (c) 125% (d) 30%', 'A'],
      // SP = 4/5 CP: a loss of 20%.
      ['An item is sold at four-fifths of what it cost. Find the loss percentage.\n(a) 15% (b) 80% (c) 25% (d) 20%', 'D'],
      // CP = 4/5 SP, so SP = 5/4 CP: a gain of 25%.
      ['If the cost price is four-fifths of the selling price, find the gain percent.\n(a) 20% (b) 25% (c) 80% (d) 125%', 'B'],
    ],
    declines: [
      // No price in rupees: the selling price itself cannot be found.
      'If the selling price of an article is five-fourths of its cost price, what is the selling price?\n(a) ₹125 (b) ₹120 (c) ₹100 (d) ₹80',
    ],
  },
  {
    title: 'ratios of two names, a gift between sharers, numbers raised by the same amount',
    picks: [
      // A : B = 4 : 9 = 24 : 54, B : C = 6 : 7 = 54 : 63; C = 63 parts = ₹75,600, so A = 24 × 1,200 = ₹28,800.
      ["Find A's monthly salary. A's and B's salaries are in the ratio 4:9, while B's and C's are in the ratio 6:7; C gets Rs. 75,600 a month.\n(a) Rs. 64,800 (b) Rs. 30,000 (c) Rs. 28,800 (d) Rs. 29,000", 'C'],
      // 5 : 9 of ₹22,400: 8,000 and 14,400; after ₹800 moves to Suresh, 8,800 : 13,600 = 11 : 17.
      ["₹22,400 is divided between Suresh and Neha in the ratio 5 : 9. If Neha gives ₹800 to Suresh, what will be the new ratio of Suresh's money to Neha's money?\n(a) 9 : 5 (b) 5 : 9 (c) 11 : 17 (d) 1 : 1", 'C'],
      // 5 : 6 of ₹2,200: 1,000 and 1,200; Rohit hands over ₹900: 1,900 : 300 = 19 : 3.
      ['Vikram and Rohit share Rs. 2,200 in the ratio 5:6. Afterwards Rohit hands over Rs. 900 to Vikram. Find the ratio of their amounts now.\n(a) 19 : 3 (b) 6 : 5 (c) 5 : 6 (d) 3 : 19', 'A'],
      // 3k + 12 : 4k + 12 = 5 : 6 gives k = 6: the numbers are 18 and 24.
      ['What is the smaller of two numbers which are in the ratio 3:4 and which, when increased by 12 each, are in the ratio 5:6?\n(a) 24 (b) 18 (c) 30 (d) 36', 'B'],
    ],
    declines: [
      // The gift goes to someone outside the division.
      "₹22,400 is divided between Suresh and Neha in the ratio 5 : 9. If Neha gives ₹800 to Ravi, what will be the new ratio of Suresh's money to Neha's money?\n(a) 9 : 5 (b) 5 : 9 (c) 11 : 17 (d) 5 : 8",
      // Which of the two numbers is asked is not said.
      'What is the number in the ratio 3:4 with another which, when both are increased by 12 each, are in the ratio 5:6?\n(a) 24 (b) 18 (c) 30 (d) 36',
    ],
  },
  {
    title: 'partners: a difference of shares, graziers in lists, a partner who withdraws',
    picks: [
      // 10,000 × 3 : 4,000 × 11 = 15 : 22 of ₹40,700: 16,500 and 24,200, 7,700 apart.
      ['Suresh and Arjun invest Rs 10,000 and Rs 4,000 in a business for 3 months and 11 months respectively. Out of a profit of Rs 40,700, how much more does the larger share exceed the smaller?\n(a) Rs 7,700 (b) Rs 16,500 (c) Rs 24,200 (d) Rs 8,000', 'A'],
      // Buffalo-months 36 : 40 : 70 of ₹584 (₹4 each): B pays 40 × 4 = ₹160.
      ["A, B and C graze 9, 5 and 14 buffaloes in a field for 4, 8 and 5 months respectively. The rent of the field is ₹584. Find B's share of the rent.\n(a) ₹156 (b) ₹164 (c) ₹160 (d) ₹180", 'C'],
      // 5 × 4 : 3 × x = 5 : 6, so x = 8 months.
      ["Anita and Kavya enter into a partnership with capitals in the ratio 5 : 3. At the end of 4 months Anita withdraws her capital. If they receive profits in the ratio 5 : 6, for how many months was Kavya's capital used?\n(a) 8 months (b) 9 months (c) 10 months (d) 4 months", 'A'],
      // 9 × 10 : 7 × x = 15 : 7, so x = 6 months.
      ["In a partnership, the capitals of Kavya and Suresh are in the ratio 9:7. Kavya's money stays in the business for 10 months, and the profit is divided in the ratio 15:7. Find how long Suresh's money was invested.\n(a) 10 months (b) 7 months (c) 6 months (d) 5 months", 'C'],
    ],
    declines: [
      // Three graziers but two counts of months.
      "A, B and C graze 9, 5 and 14 buffaloes in a field for 4 and 8 months respectively. The rent of the field is ₹584. Find B's share of the rent.\n(a) ₹156 (b) ₹164 (c) ₹160 (d) ₹180",
    ],
  },
  {
    title: 'averages: a mark entered wrongly, averages said with a verb, a couple and their child',
    picks: [
      // The total rose by 86 − 68 = 18, the average by 3/4: 18 ÷ 0.75 = 24 students.
      ["How many students are in a class if entering one student's score as 86 in place of 68 raised the class average by three-fourths of a mark?\n(a) 24 (b) 48 (c) 29 (d) 13.5", 'A'],
      // A + B + C = 144, A + B = 80, B + C = 101: B = 80 + 101 − 144 = 37.
      ["Find B's weight: A, B and C weigh 48 kg on average, A and B together average 40 kg, and B and C together average 50.5 kg.\n(a) 64 kg (b) 43 kg (c) 37 kg (d) 48 kg", 'C'],
      // 2 × (32 + 8) + 1 = 81 for three: 27 years.
      ['The average age of a husband and his wife was 32 years at the time of their marriage. After 8 years they have a child 1 year old. What is the average age of the family now?\n(a) 26 years (b) 27 years (c) 40 years (d) 30 years', 'B'],
      // 2 × (23 + 12) + 2 = 72 for three: 24 years.
      ['A couple married when their average age was 23 years. 12 years on, they have one child aged 2. Find the present average age of the family of three.\n(a) 35 years (b) 25 years (c) 24 years (d) 16 years', 'C'],
    ],
    declines: [
      // A higher mark entered and the average said to fall: the question contradicts itself.
      "How many students are in a class if entering one student's score as 86 in place of 68 lowered the class average by three-fourths of a mark?\n(a) 24 (b) 48 (c) 29 (d) 13.5",
      // A child older than the years since the marriage.
      'The average age of a husband and his wife was 32 years at the time of their marriage. After 3 years they have a child 5 years old. What is the average age of the family now?\n(a) 25 years (b) 27 years (c) 40 years (d) 30 years',
    ],
  },
  {
    title: 'ages from a birthday',
    picks: [
      // C is 9 + 1 = 10; B + 3 = 3 × 13, B = 36; A = 36 ÷ 6 = 6.
      ["C celebrated his 9th birthday 1 year ago. After 3 years B will be 3 times as old as C, and A is one-sixth as old as B now. Find A's age.\n(a) 36 years (b) 7 years (c) 10 years (d) 6 years", 'D'],
      // C is 8 + 2 = 10; B + 10 = 2 × 20, B = 30; A = 5.
      ["A's age is one-sixth of B's age. B's age will be twice C's age after 10 years. If C's 8th birthday was celebrated 2 years ago, then A's present age is\n(a) 5 years (b) 7 years (c) 10 years (d) 6 years", 'A'],
      // 3x + 4 : 5x + 4 = 2 : 3, so x = 4 and A is 12: the same question written out in full.
      ["The ages of A and B are in the ratio 3 : 5. After 4 years the ratio will be 2 : 3. What is A's present age?\n(a) 2 : 3 (b) 12 (c) 24 (d) 3 : 5", 'B'],
    ],
    declines: [
      // Typed in one run, the later ratio reads as part of the ask: it is not given as the answer.
      "ages of A and B in ratio 3:5, 4 yrs later ratio 2:3, A's age now?\n(a) 2 : 3 (b) 12 (c) 20 (d) 3 : 5",
    ],
  },
  {
    title: 'boats: still water after a return, minutes in m/s, the stream a part of the boat',
    picks: [
      // Down 36/4 = 9, up 36/36 = 1: still water 5 km/h, 20 km in 4 hours.
      ['A boat covers 36 km downstream in 4 hours and returns the same distance upstream in 36 hours. How much time will it take to cover 20 km in still water?\n(a) 4 hours (b) 5 hours (c) 3.5 hours (d) 4.5 hours', 'A'],
      // Upstream 6 − 1 = 5 m/s: 4,500 m in 900 s = 15 minutes.
      ['A swimmer can swim at 6 m/s in still water. If the river flows at 1 m/s, how many minutes will he take to swim 4.5 km upstream?\n(a) 12.5 minutes (b) 20 minutes (c) 16 minutes (d) 15 minutes', 'D'],
      // s = 2b/5: 21/(7b/5) + 21/(3b/5) = 50/b = 10, so b = 5 km/h.
      ['The speed of a stream is two-fifths of the speed of a boat in still water. The boat goes 21 km upstream and returns in 10 hours. Find the speed of the boat in still water.\n(a) 7 kmph (b) 5 kmph (c) 2 kmph (d) 3 kmph', 'B'],
    ],
    declines: [
      // The stream's speed asked of a part of the boat's speed: not read by this idea.
      'The speed of a stream is two-fifths of the speed of a boat in still water. The boat goes 21 km upstream and returns in 10 hours. Find the speed of the stream.\n(a) 7 kmph (b) 5 kmph (c) 2 kmph (d) 3 kmph',
    ],
  },
  {
    title: 'trains and walkers: equal trains, speeds as a ratio, moving apart from one spot',
    picks: [
      // 14 m/s and 8.4 m/s; 420 m at 22.4 m/s = 18.75 s.
      ['Each of two trains is 210 m long. One passes a signal pole in 15 s and the other in 25 s. How long will they take to cross each other when running towards each other?\n(a) 75 seconds (b) 20.75 seconds (c) 20 seconds (d) 18.75 seconds', 'D'],
      // 140/23 : 210/30 = 140/23 : 7 = 20 : 23.
      ['A train 140 m long passes a pole in 23 seconds and another train 210 m long passes the same pole in 30 seconds. Find the ratio of their speeds.\n(a) 23 : 45 (b) 2 : 3 (c) 20 : 23 (d) 30 : 23', 'C'],
      // 180/26 : 280/13 = 180 : 560 = 9 : 28.
      ['What is the ratio of the speeds of two trains, 180 metres and 280 metres long, that cross a lamp-post in 26 s and 13 s respectively?\n(a) 9 : 14 (b) 9 : 28 (c) 9 : 7 (d) 1 : 2', 'B'],
      // The gap grows at 1.5 m/s: 1,800 m in 1,200 s = 20 minutes.
      ['In how many minutes will two joggers be 1.8 km apart, if they leave one spot together going opposite ways at 1 m/s and 0.5 m/s?\n(a) 25 minutes (b) 20 minutes (c) 30 minutes (d) 40 minutes', 'B'],
    ],
    declines: [
      // A platform as well as a pole: the speeds are not each length over its own time.
      'A train 140 m long passes a pole in 23 seconds and another train 210 m long passes a platform in 30 seconds. Find the ratio of their speeds.\n(a) 23 : 45 (b) 2 : 3 (c) 20 : 23 (d) 30 : 23',
    ],
  },
  {
    title: 'textbook forms: shares in turn, partners tied by multiples, ages from a product',
    picks: [
      // A = 2/3 B, B = 1/4 C: C = 12, B = 3, A = 2 parts of 17; ₹510 ÷ 17 = 30, C = ₹360.
      ["If Rs 510 be divided among A, B, C in such a way that A gets 2/3 of what B gets and B gets 1/4 of what C gets, then C's share is\n(a) Rs 60 (b) Rs 90 (c) Rs 360 (d) Rs 120", 'C'],
      // A gets 1,000; 2/5 of the remaining 3,000 is B's 1,200; C has the 1,800 left.
      ['Rs 4000 is divided among A, B and C. A gets 1/4 of the total and B gets 2/5 of the remainder. How much does C get?\n(a) Rs 1800 (b) Rs 1200 (c) Rs 1000 (d) Rs 2000', 'A'],
      // C = 3, B = 2, A = 6 parts of 11: B = 2/11 × 6,600 = ₹1,200.
      ['A, B and C enter into a partnership. A invests 3 times as much as B, and B invests two-third of what C invests. At the end of the year the profit earned is Rs 6600. What is the share of B?\n(a) Rs 1200 (b) Rs 3600 (c) Rs 1800 (d) Rs 2400', 'A'],
      // 10 years ago: 30 : 50 = 3 : 5.
      ['Hitesh is 40 years old and Ronnie is 60 years old. How many years ago was the ratio of their ages 3 : 5?\n(a) 10 years (b) 20 years (c) 37 years (d) 5 years', 'A'],
      // In 10 years: 50 : 70 = 5 : 7.
      ['Hitesh is 40 years old and Ronnie is 60 years old. After how many years will the ratio of their ages be 5 : 7?\n(a) 5 years (b) 10 years (c) 20 years (d) 15 years', 'B'],
      // Nikita n, Ankit 2n − 4: n(2n − 4) = 240, n = 12.
      ["The product of the ages of Ankit and Nikita is 240. If twice the age of Nikita is more than Ankit's age by 4 years, what is Nikita's age?\n(a) 12 years (b) 20 years (c) 10 years (d) 16 years", 'A'],
      // 7 × 1.2 : 8 × 1.1 = 8.4 : 8.8 = 21 : 22.
      ['The ratio of the number of boys and girls in a college is 7 : 8. If the percentage increase in the number of boys and girls be 20% and 10% respectively, what will be the new ratio?\n(a) 8 : 9 (b) 17 : 18 (c) 21 : 22 (d) Cannot be determined', 'C'],
      // 62b + 57(30 − b) = 1,800: b = 18, girls 12.
      ['The average marks of 30 students is 60. The average of the boys is 62 and of the girls is 57. How many girls are there?\n(a) 12 (b) 18 (c) 10 (d) 15', 'A'],
    ],
    declines: [
      // P is in the division but no share of P's is told: the chain does not reach everyone.
      "₹4680 is divided among P, Q, R so that Q gets 3/5 of what R gets. What is R's share?\n(a) ₹2,925 (b) ₹2,250 (c) ₹1,755 (d) ₹1,560",
      // Their ratio is 2 : 3 now: no number of years ago makes it 2 : 3 again.
      'Hitesh is 40 years old and Ronnie is 60 years old. How many years ago was the ratio of their ages 2 : 3?\n(a) 10 years (b) 20 years (c) 5 years (d) 15 years',
      // Two sharers besides A and B: who has the rest is not said.
      'Rs 4000 is divided among A, B, C and D. A gets 1/4 of the total and B gets 2/5 of the remainder. How much does C get?\n(a) Rs 1800 (b) Rs 1200 (c) Rs 1000 (d) Rs 900',
    ],
  },
  {
    title: 'textbook forms: boats, a jogger ahead, a chase, articles for articles, dozens sold singly',
    picks: [
      // Still water (5.5 + 11.5) ÷ 2 = 8.5, current (11.5 − 5.5) ÷ 2 = 3.
      ["A man can row upstream at 5.5 km/hr and downstream at 11.5 km/hr. Find the man's rate in still water and the rate of the current.\n(a) 8.5 km/hr, 3 km/hr (b) 3 km/hr, 8.5 km/hr (c) 11.5 km/hr, 5.5 km/hr (d) 8 km/hr, 3.5 km/hr", 'A'],
      // Both asked together: (7 + 10) ÷ 2 = 8.5 and (10 − 7) ÷ 2 = 1.5.
      ["A man can row upstream at 7 km/h and downstream at 10 km/h. Find the man's rate in still water and the rate of current.\n(a) 8.5 km/h, 1.5 km/h (b) 1.5 km/h, 8.5 km/h (c) 17 km/h, 3 km/h (d) 8 km/h, 2 km/h", 'A'],
      // Down 8, up 4: still water 6 km/h.
      ['A boat running downstream covers a distance of 16 km in 2 hours while for covering the same distance upstream, it takes 4 hours. What is the speed of the boat in still water?\n(a) 4 km/hr (b) 6 km/hr (c) 8 km/hr (d) 5 km/hr', 'B'],
      // b + s = 2(b − s): b = 3s, 3 : 1.
      ['A man takes twice as long to row a distance against the stream as to row the same distance in favour of the stream. The ratio of the speed of the boat in still water and the stream is\n(a) 2 : 1 (b) 3 : 1 (c) 3 : 2 (d) 4 : 3', 'B'],
      // 45 km/h after 9 km/h gains 10 m/s; 240 + 120 = 360 m in 36 s.
      ['A jogger running at 9 kmph alongside a railway track is 240 metres ahead of the engine of a 120 metres long train running at 45 kmph in the same direction. In how much time will the train pass the jogger?\n(a) 36 seconds (b) 72 seconds (c) 18 seconds (d) 24 seconds', 'A'],
      // 1 km/h for 6 minutes closes 100 m of the 200 m.
      ['A thief is noticed by a policeman from a distance of 200 m. The thief starts running and the policeman chases him. The thief and the policeman run at the rate of 10 km and 11 km per hour respectively. What is the distance between them after 6 minutes?\n(a) 100 m (b) 150 m (c) 190 m (d) 200 m', 'A'],
      // 20/x = 1.25: x = 16.
      ['The cost price of 20 articles is the same as the selling price of x articles. If the profit is 25%, then the value of x is\n(a) 16 (b) 15 (c) 18 (d) 25', 'A'],
      // A dozen costs 375 and sells for 12 × 33 = 396: 21/375 = 5.6%.
      ['Sam purchased 20 dozens of toys at the rate of Rs 375 per dozen. He sold each one of them at the rate of Rs 33. What was his percentage profit?\n(a) 5.6% (b) 3.5% (c) 4.5% (d) 1.2%', 'A'],
      // A loss of a quarter at ₹2,700: cost ₹3,600; at 5% profit ₹3,780.
      ['What should be the selling price of a table to earn a profit of 5 per cent, if selling it for Rs 2,700 causes a loss of one-fourth of its cost price?\n(a) Rs 3,600 (b) Rs 4,050 (c) Rs 2,835 (d) Rs 3,780', 'D'],
    ],
    declines: [
      // The jogger runs the other way: not the head start read here, and the option would be wrong.
      'A jogger running at 9 kmph alongside a railway track is 240 metres ahead of the engine of a 120 metres long train running at 45 kmph in the opposite direction. In how much time will the train pass the jogger?\n(a) 36 seconds (b) 72 seconds (c) 18 seconds (d) 24 seconds',
      // The policeman has caught up before the time asked.
      'A thief is noticed by a policeman from a distance of 50 m. The thief starts running and the policeman chases him. The thief and the policeman run at the rate of 10 km and 11 km per hour respectively. What is the distance between them after 6 minutes?\n(a) 0 m (b) 50 m (c) 100 m (d) 150 m',
    ],
  },
];

describeTopics(TOPICS);
