import { getConfig } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('the web test setup', () => {
  it('gives every findBy and waitFor five seconds, not the default one, on a busy machine', () => {
    expect(getConfig().asyncUtilTimeout).toBe(5_000);
  });
});
