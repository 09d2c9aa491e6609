/**
 * An event as a request describes it ('our free workshop "MTD without the panic" at Spike Island, Bristol, on
 * Thursday 26 February at 6pm. 40 places, free, tea and biscuits.'): its date and time, its place and what it holds,
 * for every piece written about it (an invitation, a post) to carry.
 */
import { capitalise } from '../offline/template-grammar.ts';

// ('6-9pm': a range whose first time takes the second's am or pm.)
export const TIME = /\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)(?:\s*(?:to|-|–|until)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm))?|\b\d{1,2}(?:[:.]\d{2})?\s*(?:-|–|to|until)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)/i;

/** The event's date as the request writes it: a day and month ('10 January', 'Friday 14 June at 8am', 'at 14:00 CET') before any other date phrase. */
export const DAY = /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?(?:(?:\d{1,2}(?:st|nd|rd|th)?\s*(?:-|–|to|and|&)\s*)?\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?)(?:,?\s+\d{4})?(?:,?\s+(?:at|from)\s+\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm))?(?:\s*(?:to|-|–)\s*\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm))?)?(?:\s+(?:CET|CEST|GMT|BST|UTC|ET|EST|EDT|PT|PST|PDT|CT|IST|AEST))?)?/i;

/** The date a text states, with its time when beside it; null when it states none. */
export function statedDate(text: string): string | null {
  return DAY.exec(text)?.[0] ?? null;
}

// A sentence that asks for the email ('Mention …', 'Keep it short') rather than telling what happens at the event.
const INSTRUCTION = /^(?:please\s+)?(?:write|draft|create|make|keep|use|add|include|mention|say|tell|end|start|sign|send|invite|remind|focus|aim|avoid|don'?t|do not|no more|under|max|include|it should|we want|i want|the email|the subject|each|all|one of them|at most|no more than|short|shorter)\b/i;

/** What the event holds as the request tells it in a sentence after the first ('Free entry, bring your dog, meet the team'), one item per clause. */
export function eventDetailsIn(request: string): string[] {
  // ('… at 6pm. 40 places, free.': a sentence may open on a figure.)
  const sentences = request.split('\n')[0]!.split(/(?<=[.!?])\s+(?=[A-Z0-9])/).slice(1);
  const told = sentences.find((s) => !INSTRUCTION.test(s.trim()) && !/\?$/.test(s.trim()) && s.split(/\s+/).length <= 25);
  if (!told) return [];
  return told.replace(/[.!]+$/, '').split(/\s*[,;]\s*|\s+and\s+(?=[a-z]+\s)/).map((c) => c.trim()).filter((c) => c.split(/\s+/).length >= 2).map((c) => capitalise(c));
}

export interface EventInRequest {
  /** What the request calls it: its quoted name with the kind before it ('free workshop "MTD without the panic"'). */
  name: string;
  date: string;
  venue: string | null;
  /** What it holds, one item per clause ('40 places', 'Tea and biscuits'). */
  details: string[];
}

/** The event a request's first sentence dates ('… on Thursday 26 February at 6pm'), or null when it dates none. */
export function eventInRequest(request: string): EventInRequest | null {
  const line = request.split('\n')[0]!;
  const first = line.split(/(?<=[.!?])\s+(?=[A-Z])/)[0]!;
  const date = statedDate(first);
  if (!date) return null;
  const quoted = /((?:(?:free|online|live|open|new|annual|monthly|our|the)\s+)*(?:workshop|webinar|event|talk|class|session|evening|open day|launch|meetup|masterclass|course|tasting|fair|party|walk|run)s?)?\s*["“]([^"”]{3,60})["”]/i.exec(first);
  const named = /\b((?:our|the)\s+(?:[a-z-]+\s+){0,3}(?:workshop|webinar|event|talk|class|session|evening|open day|launch|meetup|masterclass|course|tasting|fair|party|walk|run))\b/i.exec(first);
  // ('captions for steam day on Sunday 7 July', 'lead story is steam day on Sunday 2 June': a day of its own, dated right after.)
  const day = /\b(?:for|about|promoting|announcing|is)\s+((?:[a-z-]+\s+){0,3}(?:day|days|weekend|festival|night|fete|fête|fayre|show|gala|market|trail|open evening|exhibition|week))\s+(?:on|this|next)\b/i.exec(first);
  const name = quoted ? `${quoted[1] ? `${quoted[1].replace(/^(?:our|the)\s+/i, '')} ` : ''}“${quoted[2]}”` : named?.[1]?.replace(/^(?:our|the)\s+/i, '') ?? day?.[1]?.replace(/^(?:our|the)\s+/i, '') ?? null;
  if (!name) return null;
  const venue = /\bat\s+((?:the\s+)?[A-Z][\w'’&-]*(?:\s+[A-Z][\w'’&-]*)*(?:,\s*[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)?)/.exec(first.replace(date, ''))?.[1] ?? null;
  const time = TIME.exec(first)?.[0];
  return { name, date: time && !date.includes(time) ? `${date}, ${time}` : date, venue, details: eventDetailsIn(request) };
}
