import { describeTopics, type DoubtTopic } from '../../support/doubt-topics';

/**
 * Round 16: statement options beside 'None of these', and shares whose multiples are said to be
 * equal in words ('5 times Anu's share is equal to 2 times Binu's share'). A true statement is the answer as before;
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
  {
    title: "multiples of shares said to be equal in words",
    picks: [
      // 5A = 2B: A : B = 2 : 5 of 1,400, so B = 1,000.
      ["5 times Anu's share is equal to 2 times Binu's share. If they share Rs 1,400, what is Binu's share?\n(a) Rs 400 (b) Rs 1,000 (c) Rs 700 (d) Rs 560", 'B'],
      // The same with 'equals': A = 400.
      ["Rs 1,400 is divided between Anu and Binu such that 5 times Anu's share equals 2 times Binu's share. Find Anu's share.\n(a) Rs 400 (b) Rs 1,000 (c) Rs 700 (d) Rs 560", 'A'],
      // 2A = 3B = 4C = k: k/2 + k/3 + k/4 = 13k/12 = 3,900, k = 3,600, C = 900.
      ["₹3,900 is divided among A, B and C so that 2 times A's share is equal to 3 times B's share is equal to 4 times C's share. What is C's share?\n(a) ₹900 (b) ₹1,200 (c) ₹1,800 (d) ₹1,000", 'A'],
    ],
    declines: [
      // A sum beside the multiple: not a plain equality of multiples.
      "5 times Anu's share is equal to 2 times Binu's share plus Rs 100. If they share Rs 1,400, what is Binu's share?\n(a) Rs 400 (b) Rs 1,000 (c) Rs 700 (d) Rs 560",
      // Ages, not shares: the relation says nothing of the money.
      "5 times Anu's age is equal to 2 times Binu's age. If they share Rs 1,400, what is Binu's share?\n(a) Rs 400 (b) Rs 1,000 (c) Rs 700 (d) Rs 560",
    ],
  },
];

describeTopics(TOPICS);
