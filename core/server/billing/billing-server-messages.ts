/** What the server answers when one of the billing feature's use cases refuses or fails (the detail of its ServerError). */
export const BillingServerMessages = {
  billingManagersOnly: 'Only organization owners and admins can manage credits and plans',
  notACreditPack: 'Choose one of the credit packs on offer',
  noCreditPack: (credits: number) => `No credit pack has ${credits} credits`,
  packBonusIs: (bonus: number) => `This pack's bonus is ${bonus} credits`,
  packPriceIs: (price: number) => `This pack's price is ${price}`,
  deductReasonRequired: 'Give the reason for taking these credits',
  creditsTargetRequired: 'Name the organization (org_id) to add credits to',
  importInsufficient: (index: number) => `Record ${index}: not enough credits for this debit; nothing was imported`,
} as const;
