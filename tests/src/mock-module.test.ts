import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { LocalMockAttempts } from '../../adapters/local/local-mock-attempts.adapter';
import { TutorMockQuestionSource } from '../../adapters/tutor/mock/tutor-mock-question-source.adapter';
import { StartFullMock } from '../../core/mock/start-full-mock.use-case';
import { MockAttempts } from '../../core/ports/mock-attempts.port';
import { MockQuestionSource } from '../../core/ports/mock-question-source.port';
import { loadConfig } from '../../src/config';
import { createContainer } from '../../src/container';

describe('the full mock in the composition root', () => {
  it('takes passages from the tutor and keeps attempts on the device in local mode', () => {
    const container = createContainer(loadConfig({}));
    expect(container.get(MockQuestionSource)).toBeInstanceOf(TutorMockQuestionSource);
    expect(container.get(MockAttempts)).toBeInstanceOf(LocalMockAttempts);
    expect(container.get(StartFullMock)).toBeInstanceOf(StartFullMock);
  });
});
