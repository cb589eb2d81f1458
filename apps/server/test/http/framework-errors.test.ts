import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/create-test-app';

// Fastify's router answers these before any hook or error handler; found by the route fuzzer
// (test/security/route-fuzz.test.ts), which saw them outside the envelope.
const t = await createTestApp();
afterAll(() => t.close());

describe('errors raised by the router itself', () => {
  it('a path that is not valid percent-encoding -> 400 BAD_REQUEST in the envelope', async () => {
    const res = await t.get('/api/withdrawals/admin/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'BAD_REQUEST',
      data: null,
      error: 'The address is not valid',
    });
  });

  it('a path parameter over the length limit -> 414 BAD_REQUEST in the envelope', async () => {
    const res = await t.get(`/api/withdrawals/admin/${'a'.repeat(200)}`);
    expect(res.status).toBe(414);
    expect(res.body).toEqual({
      success: false,
      message: 'BAD_REQUEST',
      data: null,
      error: 'A part of the address is too long',
    });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
