/** The creative agent's wordings; slots are the space's facts (template-grammar.ts), none invents a claim. */
export const CREATIVE_WORDINGS = {
  /** Used first when the request names what the copy is about. */
  topicHeadlines: ['Meet {topic}', '{Topic}, without the hassle', 'Ready for {topic}?', '{Topic} starts here', '{Topic}, made for {audienceShort}', 'Say yes to {topic}', '{Topic}: the {company} way', 'Your office, plus {topic}', 'Try {topic} this month', '{Topic}, from {company}', 'Good news for {audienceShort}: {topic}', '{Topic}. Simple as that.', 'The easy yes: {topic}', '{Topic} is ready when you are'],
  topicPosts: [
    'Introducing {topic}. At {company} we want {audienceShort} to see how we work, and this is how. Which part would you like to see first?',
    '{Topic} is here. {Differentiator}, and now you can see it for yourself. Follow {company} so you do not miss the next one.',
    'New from {company}: {topic}. Made for {audienceShort}, short and to the point. Tell us what you would like us to cover.',
    'Why {topic}? Because {audienceShort} asked how it all works at {company}. Here is the answer.',
  ],
  headlines: [
    '{Offer}, without the hassle',
    '{Company}: {offer}',
    'For {audienceShort}: {offer}',
    'Say goodbye to {problems}',
    '{Differentiator}',
    'The simpler way to get {offer}',
    '{Topic}, the {company} way',
    'Made for {audienceShort}',
    'Less {problems}, more of what matters',
    '{Company} for {audienceShort}',
  ],
  adHeadlines: ['{Company}', '{Offer}', 'Made for {audienceShort}', '{Topic}', 'See how {company} works', 'Try {company} today', '{Differentiator}'],
  adDescriptions: [
    '{Offer}. {Differentiator}.',
    'Tired of {problems}? {Company} offers {offer}.',
    '{Differentiator}. Made for {audienceShort}.',
    '{Company}: {offer}. Get in touch today.',
  ],
  social: {
    LinkedIn: [
      'Most {audience} we talk to mention the same thing: {problems}. That is why {company} offers {offer}. {Differentiator}. How does your team handle it?',
      '{Topic}: a short note from {company}. We offer {offer}, and what people notice first is this: {differentiator}. Curious how it works for {audience}? Comments are open.',
      'A question for {audience}: how much time goes into {problems}? At {company} we built {offer} to fix exactly that.',
    ],
    Instagram: ['{Offer}. {Differentiator}. ({company})', 'Less {problems}, more good days. {Company}: {offer}.', 'This is {company}: {offer}. Link in bio.'],
    'X / Twitter': ['{Problems}? There is a simpler way: {offer}. {company}', '{Company}: {offer}. {Differentiator}.', 'For {audienceShort}: {offer}. More from {company} soon.'],
  },
} as const;
