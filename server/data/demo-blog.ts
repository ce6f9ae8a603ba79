/** A comment of the demo post: who wrote it, when, who reacted, and its replies (newest shown first). */
export interface DemoComment {
  by: string;
  at: string;
  text: string;
  reactions?: Record<string, 'Com_Like' | 'Not_Like'>;
  replies?: DemoComment[];
}

/**
 * The demo site's blog post (`/blog/1/first-home-in-austin`) and its discussion: one comment with five
 * replies, so the replies sit behind their count, one with two inline replies, one with none.
 */
export const DEMO_BLOG = {
  url: 'first-home-in-austin',
  title: 'Buying your first home in Austin: five things we tell every client',
  author: 'Bluebonnet Realty',
  createdAt: '2026-10-01T14:00:00Z',
  body: [
    'Buying a first home is the biggest purchase most of us ever make, and Austin’s market moves fast. After helping hundreds of first-time buyers from Round Rock to Kyle, these are the five things we tell every one of them before the first showing.',
    '1. Get pre-approved, not just pre-qualified. Sellers here often receive several offers in a weekend; a lender’s written pre-approval tells them your offer will close.',
    '2. Know what the property taxes will be. Texas has no state income tax, so counties and school districts lean on property taxes. Budget with the tax rate of the exact address, not the city average, and ask about the homestead exemption.',
    '3. Look at the commute at the time you will drive it. A house twenty minutes from downtown on a Sunday can be fifty on a Tuesday morning. Our listing pages show commute times; try them at rush hour.',
    '4. Read the HOA documents. Many newer neighborhoods have an association with fees, rules on fences and paint, and sometimes a pool you will love. Know the fee and what it covers before you offer.',
    '5. Do not skip the inspection. Foundations move in Central Texas clay. A good inspector, and a foundation specialist when needed, is the best few hundred dollars you will spend.',
    'Questions about your own search? Leave them in the comments below and one of our agents will answer.',
  ].join('\n\n'),
  clients: [
    { key: 'maria', name: 'María', lname: 'García', email: 'maria.garcia@demo.bluebonnet.test' },
    { key: 'james', name: 'James', lname: 'Walker', email: 'james.walker@demo.bluebonnet.test' },
    { key: 'linh', name: 'Linh', lname: 'Nguyen', email: 'linh.nguyen@demo.bluebonnet.test' },
    { key: 'david', name: 'David', lname: 'Okafor', email: 'david.okafor@demo.bluebonnet.test' },
    { key: 'sarah', name: 'Sarah', lname: 'Miller', email: 'sarah.miller@demo.bluebonnet.test' },
    { key: 'carlos', name: 'Carlos', lname: 'Ramírez', email: 'carlos.ramirez@demo.bluebonnet.test' },
  ],
  reactions: { maria: 'Blog_Like', james: 'Blog_Like', linh: 'Blog_Like', david: 'Blog_Not_Like' },
  comments: [
    {
      by: 'maria',
      at: '2026-10-02T15:12:00Z',
      text: 'The property tax point is so true. Our tax bill in Pflugerville was almost a thousand dollars more than the estimate the builder gave us. Is the homestead exemption automatic?',
      reactions: { james: 'Com_Like', linh: 'Com_Like', sarah: 'Com_Like' },
      replies: [
        {
          by: 'james',
          at: '2026-10-02T16:40:00Z',
          text: 'It is not automatic. You file with the county appraisal district once you live in the house.',
          reactions: { maria: 'Com_Like' },
          replies: [
            {
              by: 'maria',
              at: '2026-10-02T17:05:00Z',
              text: 'Thank you! Filing this week.',
            },
          ],
        },
        {
          by: 'linh',
          at: '2026-10-03T09:20:00Z',
          text: 'The form is free on the appraisal district’s site. Be careful with companies that charge for it.',
        },
        {
          by: 'david',
          at: '2026-10-03T11:02:00Z',
          text: 'The exemption also caps how much your taxable value can go up each year. That helped us a lot.',
          reactions: { sarah: 'Com_Like' },
        },
        {
          by: 'sarah',
          at: '2026-10-04T08:45:00Z',
          text: 'Williamson and Travis counties both let you apply online.',
        },
        {
          by: 'carlos',
          at: '2026-10-05T19:30:00Z',
          text: 'Worth checking the over-65 exemption for parents buying too.',
        },
      ],
    },
    {
      by: 'james',
      at: '2026-10-06T13:15:00Z',
      text: 'How early should we talk to a lender if we want to buy next spring?',
      reactions: { carlos: 'Com_Like', david: 'Not_Like' },
      replies: [
        {
          by: 'linh',
          at: '2026-10-06T18:00:00Z',
          text: 'We started three months before and it was enough to fix a small error on my credit report.',
        },
        {
          by: 'carlos',
          at: '2026-10-07T10:10:00Z',
          text: 'Now is good. Pre-approval letters usually last 60 to 90 days, so you may renew it once.',
        },
      ],
    },
    {
      by: 'david',
      at: '2026-10-08T21:45:00Z',
      text: 'Point 5 saved us from a house with a cracked slab in Kyle. Get the inspection.',
    },
  ] satisfies DemoComment[],
};
