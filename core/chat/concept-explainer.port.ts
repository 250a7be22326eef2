/** Explains a concept asked in the chat; the answer may be empty. */
export const ConceptExplainer = Symbol('ConceptExplainer');
export interface ConceptExplainer {
  explain(question: string): Promise<string>;
}
