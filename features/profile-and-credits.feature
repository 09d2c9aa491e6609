@session
Feature: Plan and credits in the profile
  The Credits screen shows the plan, its status and the usage gauge (4.3) as the web app computes them;
  the credits store adds credits and changes plan (7.2, 8.3). The web app never deducts (D10): credits
  spent elsewhere are charged through the server.
  These run on both drivers against the real server: in-process and over HTTP.

  @R-PLAN-03 @R-PLAN-08 @R-BILLING-01 @R-BILLING-03
  Scenario: A new organization starts on the free plan with its allowance
    Given I open the app on a new device
    And I register as "Pia Owner" with email "pia1@credits.test", password "correct horse 9" and organization "Pia Co 1"
    When my profile loads
    Then my plan is "Free Plan" with status "active"
    And I have used 0 of 500 credits, 500 remaining, on a "green" gauge

  @R-PLAN-09
  Scenario: Credits spent elsewhere move the gauge
    Given I open the app on a new device
    And I register as "Pia Owner" with email "pia2@credits.test", password "correct horse 9" and organization "Pia Co 2"
    When my profile loads
    And 400 credits are spent on "Indexing the product catalogue" for "knowledge base"
    Then I have used 400 of 500 credits, 100 remaining, on a "yellow" gauge

  # Credits without a payment are a platform admin's to give; an owner buys a pack instead.
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

  Scenario: Signing out leaves nothing of the plan on screen
    Given I open the app on a new device
    And I register as "Pia Owner" with email "pia6@credits.test", password "correct horse 9" and organization "Pia Co 6"
    When my profile loads
    And I sign out
    Then no profile is shown
