import { describeTopics, type DoubtTopic } from '../../support/doubt-topics';

/**
 * Round 16: statement options beside 'None of these'. A true statement is the answer as before;
 * when every statement is false, 'None of these' is, and the answer states what the working gives
 * each person. Each question is worked by hand in the comment above it; beside them stand the
 * look-alikes that must be declined: a statement a digit away from the working (a photo's lost
 * or extra digit would make 'None of these' wrong), and 'None of these' under 'which is not true'.
 */
const TOPICS: readonly DoubtTopic[] = [
  {
    title: "statement options beside 'None of these'",
    picks: [
      // One part = 1,800 ÷ 9 = 200: A 400, B 600, C 800. Only (b) is true.
      ['A, B and C share Rs 1,800 in the ratio 2 : 3 : 4. Which of the following is true?\n(a) A gets Rs 500 (b) B gets Rs 600 (c) C gets Rs 900 (d) None of these', 'B'],
      // The same shares: 500, 700 and 900 are all wrong, so (d).
      ['A, B and C share Rs 1,800 in the ratio 2 : 3 : 4. Which of the following is true?\n(a) A gets Rs 500 (b) B gets Rs 700 (c) C gets Rs 900 (d) None of these', 'D'],
      // 'None of the above' first: one part = 9,000 ÷ 15 = 600, P 1,200, Q 3,000, R 4,800; none stated.
      ["₹9,000 is divided among P, Q and R in the ratio 2 : 5 : 8. Which of the following statements is correct?\n(a) None of the above\n(b) P's share is ₹1,800\n(c) Q gets ₹2,400\n(d) R gets ₹4,200", 'A'],
      // 3 : 4 of 35 years: A 15, B 20; 16, 22 and 20 (for A) are all wrong.
      ['The present ages of A and B are in the ratio 3 : 4 and the sum of their ages is 35 years. Which of the following is true?\n(a) A is 16 years old (b) B is 22 years old (c) A is 20 years old (d) None of the above', 'D'],
      // Capitals 2 : 3 of a profit of 10,000: Ravi 4,000, Mohan 6,000; (c) is true.
      ["Ravi and Mohan invest ₹20,000 and ₹30,000 in a business for a year. Out of a profit of ₹10,000, which of the following is correct?\n(a) Ravi's share is ₹5,000 (b) Mohan's share is ₹5,000 (c) Mohan's share is ₹6,000 (d) None of these", 'C'],
    ],
    declines: [
      // B's ₹600 read as ₹60: one digit away, so no verdict of 'None of these'.
      'A, B and C share Rs 1,800 in the ratio 2 : 3 : 4. Which of the following is true?\n(a) A gets Rs 500 (b) B gets Rs 60 (c) C gets Rs 900 (d) None of these',
      // ... or as ₹6000.
      'A, B and C share Rs 1,800 in the ratio 2 : 3 : 4. Which of the following is true?\n(a) A gets Rs 500 (b) B gets Rs 6000 (c) C gets Rs 900 (d) None of these',
      // 'Which is not true' beside 'None of these': papers do not agree what it would mean.
      'A, B and C share Rs 1,800 in the ratio 2 : 3 : 4. Which of the following is not true?\n(a) A gets Rs 400 (b) B gets Rs 600 (c) C gets Rs 900 (d) None of these',
      // Two statements true: (a) and (b).
      'A, B and C share Rs 1,800 in the ratio 2 : 3 : 4. Which of the following is true?\n(a) A gets Rs 400 (b) B gets Rs 600 (c) C gets Rs 900 (d) None of these',
      // A statement not read (a comparison of ages the readers do not weigh) leaves the question alone.
      'The present ages of A and B are in the ratio 3 : 4 and the sum of their ages is 35 years. Which of the following is true?\n(a) A is 16 years old (b) B is twice as old as A (c) A is 20 years old (d) None of these',
    ],
  },
];

describeTopics(TOPICS);
