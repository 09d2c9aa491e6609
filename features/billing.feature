@session @billing
Feature: Plans, credit packs and the credit history
  Pricing lists the plans on offer with their price and monthly allowance. Owners and admins buy packs
  of credits; without a payment provider configured the server runs payments in offline test mode, where
  a purchase settles at once. The Credits screen lists every movement of credits, newest first, with a
  minus for credits spent and a plus for credits received. Agent messages are charged by the server and
  refunded when their run is cancelled.

  @R-BILLING-02
  Scenario: The plans on offer, as Pricing shows them
    Given I am signed in as the owner of a new organization
    When I open Pricing
    Then the plans are:
      | plan         | price            | allowance               | current |
      | Free Plan    | Free             | 500 credits a month     | yes     |
      | Pro          | $29.00 a month   | 5,000 credits a month   | no      |
      | Professional | $99.00 a month   | 20,000 credits a month  | no      |
      | Enterprise   | $499.00 a month  | 100,000 credits a month | no      |

  @R-BILLING-02 @R-BILLING-09
  Scenario: After an upgrade Pricing marks the new plan as the current one
    Given I am signed in as the owner of a new organization
    When I change the plan to "pro"
    And I open Pricing
    Then the plans are:
      | plan         | price            | allowance               | current |
      | Free Plan    | Free             | 500 credits a month     | no      |
      | Pro          | $29.00 a month   | 5,000 credits a month   | yes     |
      | Professional | $99.00 a month   | 20,000 credits a month  | no      |
      | Enterprise   | $499.00 a month  | 100,000 credits a month | no      |

  @R-BILLING-07 @R-ENTITY-22 @R-ENTITY-23 @R-BILLING-03 @R-PLAN-08
  Scenario Outline: Buying a credit pack in test mode
    Given I am signed in as the owner of a new organization
    When I buy the pack of <credits> credits with <bonus> bonus for $<price>
    And I open the Credits screen
    Then I have used 0 of <total> credits, <total> remaining, on a "green" gauge
    And my credit history starts with:
      | <line> |
    And that line is the purchase's transaction

    Examples:
      | credits | bonus | price | total | line                                         |
      | 1000    | 0     | 10    | 1500  | Purchased 1000 credits \| +1K                |
      | 5000    | 500   | 45    | 6000  | Purchased 5000 credits + 500 bonus \| +5.5K  |
      | 20000   | 3000  | 160   | 23500 | Purchased 20000 credits + 3000 bonus \| +23K |

  @R-BILLING-07
  Scenario: A pack that is not on sale is refused with the server's reason
    Given I am signed in as the owner of a new organization
    When I buy the pack of 5000 credits with 500 bonus for $40
    Then I see the error "This pack's price is 45"
    When I open the Credits screen
    Then I have used 0 of 500 credits, 500 remaining, on a "green" gauge

  Scenario: An agent message is charged, and refunded when its run is cancelled
    Given I am signed in as the owner of a new organization
    When I open the chat of "email-agent"
    And I send "Our newsletter about the year"
    And the socket is connected
    And I cancel the reply
    Then my credits are back where they started
    And my credit history starts with:
      | Refund: cancelled Email Agent run \| +20 |
      | Our newsletter about the year \| -20     |

  # Credits and plans are managed by owners and admins only; the member reads the server's refusal.
  Scenario: A plain member cannot buy credits
    Given "Olivia Owner" has registered the organization "Juniper Foods" as "olivia@juniper-billing.test"
    And Olivia has invited "Mia Member" with "mia@juniper-billing.test" as "org_member", who joined
    When Mia buys the pack of 1000 credits with 0 bonus for $10
    Then Mia sees the error "Only organization owners and admins can manage credits and plans"
    When Olivia opens the Credits screen
    Then Olivia has used 0 of 500 credits, 500 remaining
