/** What a CMO question asks: what to cut, where to move time or money, or what to focus on. */
export type QuestionKind = 'cut' | 'move' | 'focus';
/** What the question is about: money, time, or both when it does not say. */
export type Resource = 'money' | 'time' | 'both';

const CUT = /\b(cut|cuts|cutting|drop|dropping|stop|stopping|pause|pausing|kill|killing|axe|scrap|ditch|get rid of|cancel|scale back|trim|defund|turn off)\b/i;
const MOVE = /\b(move|moving|shift|shifting|reallocate|reallocating|redirect|reassign|rebalance|put (?:more|the|our|extra)|where should (?:the|our|we put|i put)|where (?:should|do|does|will) (?:[\w']+\s+){0,3}?(?:budget|money|spend|spending) go|double down)\b/i;
const MONEY = /\b(money|budget|spend|spending|dollars|euros|pounds|cost|costs|ad spend|paid)\b|[$£€]/i;
const TIME = /\b(time|hours|effort|team|people|bandwidth|capacity)\b/i;

export function questionKind(request: string): QuestionKind {
  if (CUT.test(request)) return 'cut';
  if (MOVE.test(request)) return 'move';
  return 'focus';
}

export function resourceOf(request: string): Resource {
  const money = MONEY.test(request);
  const time = TIME.test(request);
  return money && !time ? 'money' : time && !money ? 'time' : 'both';
}

/** 'How are our channels doing?', 'how did our ads perform': the question asks for a report before any call. */
const HOW_DOING = /\bhow (?:are|is|were|was|did|have|has) (?:[\w'-]+\s+){0,4}?(?:doing|performing|going|done|performed|perform|do)\b|\bhow (?:well )?(?:are|is) (?:[\w'-]+\s+){0,3}?working\b|\b(?:channel|campaign|marketing) (?:performance|results)\b/i;

export function asksHowChannelsDo(request: string): boolean {
  return HOW_DOING.test(request);
}
