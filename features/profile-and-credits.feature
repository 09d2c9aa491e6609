@session
Feature: Plan and credits in the profile
  After sign-in the app loads the user with their plan and credits together (spec 4.2), shows the plan
  status and the usage gauge (4.3), and the credits store deducts, adds and changes plan (7.2, 8.3).
  These run on both drivers: over the in-memory fake server and over HTTP against the real server.

  @R-USER-04 @R-ENTITY-08 @R-PLAN-03 @R-PLAN-08 @R-BILLING-01 @R-BILLING-03
  Scenario: A new organization starts on the free plan with its allowance
    Given I open the app on a new device
    And I register as "Pia Owner" with email "pia1@credits.test", password "correct horse 9" and organization "Pia Co 1"
    When my profile loads
    Then my plan is "Free Plan" with status "active"
    And I have used 0 of 500 credits, 500 remaining, on a "green" gauge

  @R-BILLING-04 @R-PLAN-06 @R-PLAN-09 @R-CONST-14
  Scenario: Spending credits moves the gauge
    Given I open the app on a new device
    And I register as "Pia Owner" with email "pia2@credits.test", password "correct horse 9" and organization "Pia Co 2"
    When my profile loads
    And the app spends 400 credits on "Indexing the product catalogue" for "knowledge base"
    Then I have used 400 of 500 credits, 100 remaining, on a "yellow" gauge
    And my credits are near the limit

  @R-VALID-21
  Scenario: Spending more than remains fails softly and changes nothing
    Given I open the app on a new device
    And I register as "Pia Owner" with email "pia3@credits.test", password "correct horse 9" and organization "Pia Co 3"
    When my profile loads
    And the app spends 600 credits on "A very large job" for "ai_agents"
    Then I see the error "Insufficient credits"
    And I have used 0 of 500 credits, 500 remaining, on a "green" gauge

  # Issue 13: credits without a payment are a platform admin's to give; an owner buys a pack instead.
  @R-BILLING-05
  Scenario: An owner cannot add credits without paying
    Given I open the app on a new device
    And I register as "Pia Owner" with email "pia4@credits.test", password "correct horse 9" and organization "Pia Co 4"
    When my profile loads
    And I add 100 credits with the note "Goodwill top-up"
    Then I see the error "Only platform admins can do this"
    And I have used 0 of 500 credits, 500 remaining, on a "green" gauge

  @R-BILLING-09 @R-PLAN-04
  Scenario: Upgrading the plan grants its allowance
    Given I open the app on a new device
    And I register as "Pia Owner" with email "pia5@credits.test", password "correct horse 9" and organization "Pia Co 5"
    When my profile loads
    And I change the plan to "pro"
    Then my plan is "Pro" with status "active"
    And I have used 0 of 5000 credits, 5000 remaining, on a "green" gauge

  @R-USER-01
  Scenario: Signing out clears the profile
    Given I open the app on a new device
    And I register as "Pia Owner" with email "pia6@credits.test", password "correct horse 9" and organization "Pia Co 6"
    When my profile loads
    And I sign out
    Then no profile is shown
