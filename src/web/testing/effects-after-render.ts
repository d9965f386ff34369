import { options } from 'preact';

/**
 * The web tests' setup. Preact runs effects (a subscription, a focus, a stream opened) after the browser's
 * next frame, which comes long before a person can act on what was drawn. jsdom draws no frames, and a test
 * acts within microseconds of a render: effects run right after each render here, so that a test acts on a
 * page as a person would find it.
 */
options.requestAnimationFrame = (afterPaint) => queueMicrotask(afterPaint);
