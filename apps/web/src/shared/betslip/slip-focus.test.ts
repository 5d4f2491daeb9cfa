import { afterEach, describe, expect, it } from 'vitest';
import { focusSlip, requestSlipFocus, sendNextTabToSlip, takeSlipFocusRequest } from './slip-focus';

function pressTab(from: HTMLElement, shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  from.dispatchEvent(event);
  return event;
}

function page(html: string): HTMLButtonElement {
  document.body.innerHTML = `<button id="odds">1.85</button><button id="next">2.10</button>${html}`;
  const odds = document.getElementById('odds') as HTMLButtonElement;
  odds.focus();
  return odds;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the keyboard path to the slip', () => {
  it('sends the Tab after an added selection to the stake field, once', () => {
    const odds = page('<section id="bet-slip" tabindex="-1"><input data-slip-stake /></section>');
    sendNextTabToSlip(odds);
    const first = pressTab(odds);
    expect(first.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('[data-slip-stake]'));
    odds.focus();
    expect(pressTab(odds).defaultPrevented).toBe(false);
  });

  it('sends it to the menu entry of the slip where the slip is a page of its own', () => {
    const odds = page('<nav><a href="/bet-slip" data-slip-link>Bet slip</a></nav>');
    sendNextTabToSlip(odds);
    pressTab(odds);
    expect(document.activeElement).toBe(document.querySelector('[data-slip-link]'));
  });

  it('leaves Shift+Tab and a Tab after leaving the button alone', () => {
    const odds = page('<section id="bet-slip" tabindex="-1"></section>');
    sendNextTabToSlip(odds);
    expect(pressTab(odds, true).defaultPrevented).toBe(false);
    sendNextTabToSlip(odds);
    odds.blur();
    odds.focus();
    expect(pressTab(odds).defaultPrevented).toBe(false);
  });

  it('focuses the slip region when the slip has no stake field, and uses a focus request once', () => {
    page('<section id="bet-slip" tabindex="-1"></section>');
    expect(focusSlip()).toBe(true);
    expect(document.activeElement?.id).toBe('bet-slip');
    requestSlipFocus();
    expect(takeSlipFocusRequest()).toBe(true);
    expect(takeSlipFocusRequest()).toBe(false);
  });
});
