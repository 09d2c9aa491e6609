/**
 * Marketing, search and analytics terms a business owner meets, each in plain words: what it is, why it matters,
 * how it is worked out, and the questions people ask of it. General knowledge of the trade, true for any business;
 * nothing here names a company.
 */
export interface MarketingTerm {
  key: string;
  /** How the explanation names it: 'Cost per acquisition (CPA)'. */
  name: string;
  /** The ways a request names it. */
  names: RegExp;
  /** What it is, in one or two plain sentences. */
  plain: string;
  /** Why it matters, or what to do with it. */
  why: string;
  /** How it is worked out, when it is a figure: 'what you spend on marketing ÷ the new customers it brings'. */
  sum?: { result: string; top: string; bottom: string; times100?: boolean };
  /** An everyday comparison, for the second way of telling it. */
  likeness?: string;
  /** Questions people ask of it, with their short answers. */
  asks?: { question: RegExp; answer: string }[];
}

export const MARKETING_TERMS: readonly MarketingTerm[] = [
  {
    key: 'cpa',
    name: 'Cost per acquisition (CPA)',
    names: /\b(?:cost per acquisition|cost[- ]per[- ](?:acquisition|customer|booking|sale|lead|conversion)|CPA|CPL|customer acquisition cost|cost of acquiring|acquisition cost|CAC)\b/,
    plain: 'What it costs you, in marketing, to win one new customer (or one booking, sale or enquiry, whichever you count).',
    why: 'It tells you which channel wins customers cheaply and which costs more than a customer is worth. Compare it with what a customer brings in (lifetime value): a CPA well below that is money well spent.',
    sum: { result: 'CPA', top: 'what you spent on a channel in a period', bottom: 'the new customers it brought in that period' },
    likeness: 'If you spend £100 on leaflets and 4 people book because of them, each booking cost you £25 to win.',
  },
  {
    key: 'ltv',
    name: 'Lifetime value (LTV or CLV)',
    names: /\b(?:(?:customer )?life ?time value|LTV|CLV|CLTV|value of a customer over)\b/,
    plain: 'All the money one customer brings you over the whole time they stay with you, not just their first purchase.',
    why: 'It tells you how much you can afford to spend to win a customer (your CPA ceiling), and why keeping customers coming back is worth real effort.',
    sum: { result: 'lifetime value', top: 'what a customer spends each time × how many times they buy from you', bottom: '1' },
    likeness: 'A customer who spends £50 once is worth £50; one who spends £50 four times a year for three years is worth £600.',
  },
  {
    key: 'roas',
    name: 'Return on ad spend (ROAS)',
    names: /\b(?:return on ad spend|ROAS)\b/,
    plain: 'How much money comes back in sales for each pound spent on an advert.',
    why: 'A ROAS of 4 means £4 of sales for every £1 of ads. Whether that is profitable depends on your margin, not on sales alone.',
    sum: { result: 'ROAS', top: 'sales the ads brought in', bottom: 'what the ads cost' },
  },
  {
    key: 'roi',
    name: 'Return on investment (ROI)',
    names: /\b(?:return on investment|ROI)\b/,
    plain: 'The profit a piece of marketing made, set against what it cost.',
    why: 'Unlike ROAS it counts profit, not sales, so it says whether the work actually paid.',
    sum: { result: 'ROI', top: 'profit it brought in − what it cost', bottom: 'what it cost', times100: true },
  },
  {
    key: 'conversion rate',
    name: 'Conversion rate',
    names: /\b(?:conversion rates?|conversions)\b/i,
    plain: 'Out of everyone who visited a page or saw an offer, the share who did what you wanted: booked, bought, signed up or enquired.',
    why: 'It tells you whether a page or an advert persuades. More visitors on a page that converts badly only costs more.',
    sum: { result: 'conversion rate', top: 'people who did the thing', bottom: 'people who had the chance', times100: true },
  },
  {
    key: 'ctr',
    name: 'Click-through rate (CTR)',
    names: /\b(?:click[- ]through rates?|click rates?|CTR)\b/i,
    plain: 'Out of everyone who saw a link, advert or email, the share who clicked it.',
    why: 'It tells you whether the headline, image or subject made people curious enough to act.',
    sum: { result: 'CTR', top: 'clicks', bottom: 'times it was seen (impressions)', times100: true },
  },
  {
    key: 'cpc',
    name: 'Cost per click (CPC)',
    names: /\b(?:cost per click|CPC|pay[- ]per[- ]click|PPC)\b/,
    plain: 'What you pay the ad platform each time someone clicks your advert.',
    why: 'A cheap click is only good if the people clicking go on to book or buy; watch it beside your conversion rate.',
    sum: { result: 'CPC', top: 'what the ads cost', bottom: 'clicks they got' },
  },
  {
    key: 'cpm',
    name: 'Cost per thousand impressions (CPM)',
    names: /\b(?:CPM|cost per (?:thousand|mille))\b/,
    plain: 'What it costs for your advert to be shown 1,000 times.',
    why: 'It measures how expensive it is to be seen; useful for comparing platforms, not for judging sales.',
    sum: { result: 'CPM', top: 'what the ads cost × 1,000', bottom: 'impressions' },
  },
  {
    key: 'impressions',
    name: 'Impressions and reach',
    names: /\bimpressions\b|\breach\b(?=\s+(?:and|vs\.?|or|versus)\s+impressions)/i,
    plain: 'Impressions count every time your post or advert was shown; reach counts the different people who saw it.',
    why: 'If impressions are far above reach, the same people are seeing you again and again, which is fine for a reminder but will not find new customers.',
  },
  {
    key: 'engagement rate',
    name: 'Engagement rate',
    names: /\bengagement rates?\b/i,
    plain: 'The share of people who saw a post and then liked, commented, shared, saved or clicked it.',
    why: 'It shows what your audience cares about; likes alone do not pay the bills, so look at it beside enquiries and bookings.',
    sum: { result: 'engagement rate', top: 'likes + comments + shares + saves + clicks', bottom: 'people reached', times100: true },
  },
  {
    key: 'open rate',
    name: 'Open rate',
    names: /\bopen rates?\b/i,
    plain: 'The share of people sent an email who opened it.',
    why: 'It mostly judges your subject line and sender name. Apple Mail now counts many emails as opened automatically, so clicks are the surer measure.',
    sum: { result: 'open rate', top: 'emails opened', bottom: 'emails delivered', times100: true },
  },
  {
    key: 'bounce rate',
    name: 'Bounce rate',
    names: /\bbounce rates?\b/i,
    plain: 'On a website: the share of visits that leave without doing anything more (in Google Analytics 4, visits that were not "engaged"). For email: messages that could not be delivered.',
    why: 'A high website bounce rate on a page meant to sell says people did not find what they came for; a high email bounce rate says your list needs cleaning.',
  },
  {
    key: 'churn',
    name: 'Churn (and retention)',
    names: /\b(?:churn(?: rate)?|retention(?: rate)?)\b/i,
    plain: 'Churn is the share of customers who stop buying or cancel in a period; retention is the share who stay.',
    why: 'Winning a new customer usually costs more than keeping one, so a small fall in churn can be worth more than a big campaign.',
    sum: { result: 'churn', top: 'customers lost in the period', bottom: 'customers at the start of the period', times100: true },
  },
  {
    key: 'aov',
    name: 'Average order value (AOV)',
    names: /\b(?:average order value|average (?:booking|sale|basket|transaction) (?:value|size)|AOV)\b/i,
    plain: 'What a customer spends on average each time they buy or book.',
    why: 'Raising it (an extra night, an add-on, a bundle) grows revenue without finding new customers.',
    sum: { result: 'average order value', top: 'revenue in a period', bottom: 'orders or bookings in that period' },
  },
  {
    key: 'title tag',
    name: 'Title tag',
    names: /\b(?:title tags?|meta titles?|SEO titles?|page titles?)\b/i,
    plain: 'The page\'s name in its code. It is what Google shows as the blue clickable headline in search results, and what appears on the browser tab. Visitors never see it on the page itself.',
    why: 'It is one of the strongest signals of what the page is about, and it decides whether searchers click. Keep it under about 60 characters, lead with what people search for, and end with your name.',
  },
  {
    key: 'h1',
    name: 'H1 (the main heading)',
    names: /\b(?:H1s?|main heading|heading 1|headline on the page)\b/,
    plain: 'The big headline visitors see at the top of the page itself.',
    why: 'It tells people (and Google) they are in the right place. One H1 per page, in plain words, matching what the page is about.',
  },
  {
    key: 'meta description',
    name: 'Meta description',
    names: /\b(?:meta descriptions?)\b/i,
    plain: 'The short summary, in the page\'s code, that Google often shows under the headline in search results.',
    why: 'It does not move your ranking, but it sells the click. About 150 characters, with a reason to choose you.',
  },
  {
    key: 'alt text',
    name: 'Alt text',
    names: /\b(?:alt(?:ernative)? text|alt tags?)\b/i,
    plain: 'A short written description of an image, kept in the page\'s code. Screen readers read it aloud to people who cannot see the picture, and Google reads it to understand the image.',
    why: 'It makes your site usable for everyone and helps your photos appear in image search. Describe what is in the picture, plainly.',
  },
  {
    key: 'backlink',
    name: 'Backlinks',
    names: /\b(?:back ?links?|inbound links?|link building)\b/i,
    plain: 'Links to your website from other websites.',
    why: 'Google treats a link from a trusted, relevant site as a recommendation. A few links from local papers, tourism sites or partners beat many from unrelated ones.',
  },
  {
    key: 'keyword',
    name: 'Keyword',
    names: /\b(?:key ?words?|search terms?|key ?phrases?)\b/i,
    plain: 'The words people type into Google when they look for what you offer.',
    why: 'Pages written around the words your customers actually use are the ones Google shows them. One main keyword per page keeps pages from competing with each other.',
  },
  {
    key: 'search intent',
    name: 'Search intent',
    names: /\b(?:search intent|user intent|keyword intent)\b/i,
    plain: 'What someone actually wants when they search: to learn something, to compare options, to buy or book, or to find a particular business.',
    why: 'A page must match the intent to rank: a "how to" search wants a guide, a "book" search wants a booking page.',
  },
  {
    key: 'serp',
    name: 'SERP',
    names: /\b(?:SERPs?|search engine results? pages?)\b/,
    plain: 'The page of results Google shows after a search: adverts, the map, and the ordinary listings.',
    why: 'Looking at the results for your main searches shows you what Google thinks people want, and who you are up against.',
  },
  {
    key: 'seo',
    name: 'SEO (search engine optimisation)',
    names: /\b(?:SEO|search engine optimi[sz]ation)\b/,
    plain: 'Making your website easy for Google to understand and worth showing, so you appear in search results without paying for each click.',
    why: 'It is slow to build but keeps working: a page that ranks brings visitors every month at no cost per click.',
  },
  {
    key: 'organic',
    name: 'Organic and paid',
    names: /\b(?:organic (?:search|traffic|reach|results?)|paid (?:search|traffic|social)|organic vs\.? paid)\b/i,
    plain: 'Organic means visitors or reach you did not pay for each time (search listings, your own posts); paid means adverts, where you pay per click or per view.',
    why: 'Paid turns on and off at once; organic takes months to build but costs nothing per visitor once it works.',
  },
  {
    key: 'canonical',
    name: 'Canonical tag',
    names: /\b(?:canonical(?: tags?| urls?| links?)?)\b/i,
    plain: 'A line in a page\'s code that tells Google which address is the main one when the same content can be reached at several addresses.',
    why: 'It stops Google splitting your page\'s strength between copies of it.',
  },
  {
    key: 'schema',
    name: 'Schema markup (structured data)',
    names: /\b(?:schema(?: markup)?|structured data|rich (?:snippets?|results?))\b/i,
    plain: 'Labels in a page\'s code that tell Google exactly what things are: a business, its address, a price, a review, a question and answer.',
    why: 'It can earn extra details in search results, such as star ratings, prices or FAQs, which draw more clicks.',
  },
  {
    key: 'sitemap',
    name: 'XML sitemap',
    names: /\b(?:(?:xml )?site ?maps?)\b/i,
    plain: 'A file listing every page of your website that you want Google to find.',
    why: 'It helps new or deep pages get found quickly. Most website builders make one for you; submit it in Google Search Console.',
  },
  {
    key: 'domain authority',
    name: 'Domain authority',
    names: /\bdomain (?:authority|rating)\b/i,
    plain: 'A score made up by SEO tool companies (not by Google) that estimates how strong a website is from the links pointing at it.',
    why: 'Use it to compare sites roughly; do not chase the number itself.',
  },
  {
    key: 'utm',
    name: 'UTM parameters (tracking links)',
    names: /\b(?:UTMs?|UTM (?:parameters?|codes?|tags?|links?)|tracking links?)\b/,
    plain: 'Labels added to the end of a link (like ?utm_source=newsletter) so Google Analytics can tell which email, post or advert a visitor came from.',
    why: 'Without them, visits from emails and many social apps show up as "direct", and you cannot tell what worked.',
  },
  {
    key: 'attribution',
    name: 'Attribution',
    names: /\b(?:attribution(?: models?)?|last[- ]click|first[- ]click)\b/i,
    plain: 'How a sale is credited to the marketing that led to it, when a customer saw several things (an advert, a post, an email) before buying.',
    why: '"Last click" gives all the credit to the final step and undervalues what first made people aware of you; ask customers how they heard of you as a check.',
  },
  {
    key: 'key event',
    name: 'Key events (conversions in Google Analytics 4)',
    names: /\b(?:key events?|GA4 (?:events?|conversions?)|events? in (?:GA4|google analytics))\b/i,
    plain: 'The actions on your website that you tell Google Analytics 4 matter most, such as a booking, an enquiry form sent or a phone number tapped.',
    why: 'Marking them lets you see which channels bring people who act, not just visitors.',
  },
  {
    key: 'session',
    name: 'Sessions and users',
    names: /\bsessions\b(?=\s+(?:and|vs\.?|or|versus)\s+users)|\busers\b(?=\s+(?:and|vs\.?|or|versus)\s+sessions)/i,
    plain: 'A session is one visit to your website; users are the different people (really, devices) who visited. One person visiting three times is one user and three sessions.',
    why: 'Sessions show how busy the site is; users show how many people you reach.',
  },
  {
    key: 'funnel',
    name: 'Marketing funnel',
    names: /\b(?:(?:marketing |sales )?funnels?|top of (?:the )?funnel|bottom of (?:the )?funnel|TOFU|MOFU|BOFU)\b/i,
    plain: 'The stages people pass through on the way to buying: first hearing of you, then considering you, then deciding.',
    why: 'Each stage needs different marketing: being seen, then reasons to trust you, then an easy way to book.',
  },
  {
    key: 'retargeting',
    name: 'Retargeting (remarketing)',
    names: /\b(?:re-?targeting|re-?marketing)\b/i,
    plain: 'Showing adverts to people who have already visited your website or engaged with you, to remind them to come back.',
    why: 'These people already know you, so they are usually cheaper to win than strangers. In the UK it needs their cookie consent.',
  },
  {
    key: 'lead magnet',
    name: 'Lead magnet',
    names: /\b(?:lead magnets?|opt-?in (?:offer|freebie)s?)\b/i,
    plain: 'Something useful you give away (a guide, a checklist, a discount) in exchange for someone\'s email address.',
    why: 'It grows your mailing list with people interested in what you sell, whom you can then email.',
  },
  {
    key: 'ab test',
    name: 'A/B test',
    names: /\b(?:A\/B test(?:s|ing)?|split test(?:s|ing)?)\b/i,
    plain: 'Sending two versions of one thing (two subject lines, two adverts) to similar groups of people to see which does better.',
    why: 'It replaces guessing with evidence. Change one thing at a time, and wait for enough results before you pick a winner.',
  },
  {
    key: 'cta',
    name: 'Call to action (CTA)',
    names: /\b(?:calls? to action|CTAs?)\b/,
    plain: 'The one thing you ask the reader to do next, such as "Book your stay" or "Call us", usually as a button or the last line.',
    why: 'One clear ask works better than several; say exactly what happens when they click.',
  },
  {
    key: 'landing page',
    name: 'Landing page',
    names: /\b(?:landing pages?)\b/i,
    plain: 'The page people arrive on after clicking an advert, email or post, built around that one offer.',
    why: 'Sending people to your homepage makes them hunt; a page that matches the advert converts better.',
  },
  {
    key: 'local pack',
    name: 'The local pack (the map results)',
    names: /\b(?:local pack|map pack|local 3-?pack|3-?pack|google maps results|map results)\b/i,
    plain: 'The box of three businesses with a map that Google shows above the ordinary results when someone searches for a local service ("[your service] near me", "[your service] in [your town]").',
    why: 'For a local business it is often where most of the clicks and calls go, and it is won with your Google Business Profile, not your website alone.',
    asks: [{ question: /\bwhat (?:decides|determines|gets you)\b|\bwho shows up\b|\bhow (?:does|do) (?:google|you) (?:choose|decide|pick|rank)\b|\bhow (?:do|can) (?:i|we) get (?:in|into) it\b/i, answer: 'Google weighs three things: relevance (how well your Google Business Profile matches the search: the right categories, services and description), distance (how close you are to the person searching), and prominence (how well known you are: the number and rating of your reviews, how recently people reviewed you, and mentions of you on other sites). You cannot change distance; you can keep your profile complete, ask every happy customer for a review, and reply to reviews.' }],
  },
  {
    key: 'share of voice',
    name: 'Share of voice',
    names: /\bshare of voice\b|\bSOV\b/,
    plain: 'How much of the attention in your market is yours: of all the ads, searches, mentions or posts in your trade and area, the share that is about you rather than your competitors.',
    why: 'Big brands track it with paid tools because it tends to move before sales do. A small business can keep a rough version: how often you appear, against two or three rivals, where your customers look.',
    asks: [{ question: /\bworth\b[^?.!]{0,40}\b(?:it|tracking|measuring)\b|\bshould (?:we|i) (?:track|measure)\b|\bdo (?:we|i) need\b/i, answer: 'Not as a paid metric at your size. A free monthly check does the job: search your three main phrases (and look at the map results), note where you and your two nearest rivals appear, and count your new reviews against theirs. If you are climbing, keep going; if a rival is, find out what they changed.' }],
  },
  {
    key: 'google business profile',
    name: 'Google Business Profile',
    names: /\b(?:google business profile|google my business|GBP|GMB)\b/i,
    plain: 'Your free listing on Google: the panel with your name, map pin, hours, photos and reviews that shows in search and on Google Maps.',
    why: 'It is what most local customers see before your website. Keep every field filled, add photos and posts, and reply to every review.',
  },
  {
    key: 'citations',
    name: 'Citations (NAP)',
    names: /\b(?:citations?|NAP|name,? address and phone(?: number)?)\b/,
    plain: 'Mentions of your business name, address and phone number (NAP) on other websites: directories, local sites, trade bodies.',
    why: 'Google trusts a business whose details are the same everywhere, so write them exactly the same way on every site.',
  },
  {
    key: 'usp',
    name: 'Unique selling point (USP)',
    names: /\b(?:USPs?|unique selling (?:points?|propositions?)|value propositions?)\b/i,
    plain: 'The reason a customer should choose you over the alternatives, said in one line.',
    why: 'It is what every advert, page and email should make clear; if a competitor could say the same line, it is not yours yet.',
  },
];

/** Pairs people confuse, with the difference in one plain paragraph. */
export const TERM_DIFFERENCES: readonly { keys: readonly [string, string]; difference: string; asks?: { question: RegExp; answer: string }[] }[] = [
  {
    keys: ['title tag', 'h1'],
    difference: 'The title tag is for Google\'s results page and the browser tab; the H1 is for people already on your page. The title tag is written to win the click (short, with the search words and your name at the end); the H1 welcomes the visitor and can be warmer. They can say much the same thing, but they do different jobs.',
    asks: [{ question: /\b(?:need|have|use)\b[^.?!]*\bboth\b|\bboth\b[^.?!]*\b(?:need|necessary|required)\b/i, answer: 'Yes. Every page should have its own title tag and exactly one H1. Each page\'s title tag should be different from every other page\'s, so Google does not mistake one page for another.' }],
  },
  {
    keys: ['cpa', 'ltv'],
    difference: 'CPA is what you pay to win a customer; lifetime value is what that customer pays you over time. The rule of thumb: keep CPA well below lifetime value (many businesses aim for a lifetime value at least three times the CPA), or marketing loses money however busy it looks.',
  },
  {
    keys: ['roas', 'roi'],
    difference: 'ROAS counts sales for each pound of advertising; ROI counts profit after all the costs. Ads can show a healthy ROAS and still lose money once the cost of what you sold is taken off.',
  },
  {
    keys: ['open rate', 'ctr'],
    difference: 'Open rate says how many opened the email; click rate says how many acted on it. Opens judge the subject line; clicks judge the email itself.',
  },
  {
    keys: ['title tag', 'meta description'],
    difference: 'Both show in Google\'s results: the title tag is the blue headline and helps ranking; the meta description is the grey text under it and only persuades people to click.',
  },
  {
    keys: ['cpc', 'cpm'],
    difference: 'CPC is what you pay for each click; CPM is what you pay for each thousand times the advert is shown, clicked or not.',
  },
];
