import { PRACTICE_MESSAGES } from '../shared/messages';
import type { Section } from './practice.model';

export function validateTopicPractice(input: { section: Section | ''; topic: string; subtopic: string }): string | null {
  if (input.section === '') return PRACTICE_MESSAGES.selectSection;
  if (input.topic.trim() === '') return PRACTICE_MESSAGES.enterTopic;
  if (input.section === 'Legal' && input.subtopic.trim() === '') return PRACTICE_MESSAGES.chooseSubtopic;
  return null;
}
