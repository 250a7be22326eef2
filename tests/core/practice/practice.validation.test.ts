import { describe, expect, it } from 'vitest';
import { validateTopicPractice } from '../../../core/practice/practice.validation';

describe('validateTopicPractice', () => {
  it('requires a section first', () => {
    expect(validateTopicPractice({ section: '', topic: '', subtopic: '' })).toBe('Please select a section');
  });

  it('requires a non-blank topic', () => {
    expect(validateTopicPractice({ section: 'Quant', topic: '', subtopic: '' })).toBe('Please enter a topic');
    expect(validateTopicPractice({ section: 'GK', topic: '   ', subtopic: '' })).toBe('Please enter a topic');
  });

  it('requires a subtopic for Legal', () => {
    expect(validateTopicPractice({ section: 'Legal', topic: 'Tort Law', subtopic: '' })).toBe('Please choose a subtopic');
    expect(validateTopicPractice({ section: 'Legal', topic: 'Tort Law', subtopic: ' ' })).toBe('Please choose a subtopic');
    expect(validateTopicPractice({ section: 'Legal', topic: 'Tort Law', subtopic: 'Negligence' })).toBeNull();
  });

  it('asks for the topic before the Legal subtopic', () => {
    expect(validateTopicPractice({ section: 'Legal', topic: '', subtopic: '' })).toBe('Please enter a topic');
  });

  it.each(['Logical', 'Quant', 'GK', 'English'] as const)('needs no subtopic for %s', (section) => {
    expect(validateTopicPractice({ section, topic: 'Anything', subtopic: '' })).toBeNull();
  });
});
