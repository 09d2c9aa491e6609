@pure
Feature: Plan status, credit usage and the cost of a message
  The rules of spec 4.3, 5 and 9 (decisions D5, D10, D12). They live in core/domain, so the server
  enforces the same rule the client pre-checks.

  @R-PLAN-01 @R-PLAN-02 @R-PLAN-03 @R-PLAN-04 @R-PLAN-05 @R-VALID-16 @R-VALID-17
  Scenario Outline: Plan status
    Given a "<type>" plan that is active "<active>" with <days> days left and a reset date <reset>
    Then the plan status is "<status>"
    And sending messages is "<sending>"

    Examples:
      | type         | active | days | reset        | status        | sending |
      | free         | true   | 10   | in 10 days   | active        | allowed |
      | free         | true   | 3    | in 3 days    | expiring_soon | allowed |
      | free         | true   | 1    | in 1 days    | expiring_soon | allowed |
      | free         | true   | 0    | 1 days ago   | expired       | refused |
      | pro          | true   | 20   | in 20 days   | active        | allowed |
      | professional | false  | 20   | in 20 days   | expired       | refused |
      | enterprise   | true   | 20   | 2 days ago   | expired       | refused |

  @R-PLAN-12 @R-PLAN-13 @R-ENTITY-12
  Scenario: The active plan is the active one of highest rank
    Then of the plans "free:active, pro:active, enterprise:inactive" the active plan is "pro"
    And of the plans "free:active, professional:active, enterprise:active" the active plan is "enterprise"
    And of the plans "pro:inactive" the user is shown as "Free Plan"

  @R-PLAN-06 @R-PLAN-07 @R-PLAN-08 @R-PLAN-09 @R-PLAN-10 @R-PLAN-11
  Scenario Outline: Usage, gauge colour and pulse
    Given <used> of <total> credits are used
    Then the gauge is "<colour>", near the limit "<near>", over the limit "<over>" and pulsing "<pulse>"

    Examples:
      | used | total | colour | near  | over  | pulse |
      | 0    | 100   | green  | false | false | false |
      | 74   | 100   | green  | false | false | false |
      | 75   | 100   | yellow | false | false | false |
      | 76   | 100   | yellow | false | false | true  |
      | 80   | 100   | yellow | true  | false | true  |
      | 84   | 100   | yellow | true  | false | true  |
      | 85   | 100   | red    | true  | false | true  |
      | 100  | 100   | red    | true  | true  | true  |
      | 120  | 100   | red    | true  | true  | true  |

  @R-CONST-16 @R-CONST-17
  Scenario Outline: Credit display
    Then <amount> credits are displayed as "<text>"

    Examples:
      | amount  | text  |
      | 999     | 999   |
      | 1000    | 1K    |
      | 1500    | 1.5K  |
      | 12345   | 12.3K |
      | 1000000 | 1M    |
      | 2250000 | 2.3M  |

  @R-CONST-04 @R-CONST-05 @R-CONST-06 @R-CONST-07 @R-CONST-08 @R-CONST-09 @R-CONST-10 @R-VALID-19
  Scenario Outline: Mode multipliers, aliases and the cost rule
    Then a message in mode "<mode>" with an estimate of <estimate> credits costs <cost>

    Examples:
      | mode      | estimate | cost |
      | normal    | 20       | 20   |
      | medium    | 20       | 30   |
      | max       | 20       | 40   |
      | efficient | 20       | 20   |
      | balanced  | 15       | 23   |
      | premium   | 20       | 40   |
      | high      | 7        | 14   |
      | medium    | 1        | 2    |

  @R-VALID-19
  Scenario: The default estimate is 20 credits
    Then a message in mode "normal" with the default estimate costs 20

  @R-VALID-18 @R-VALID-22
  Scenario: Sending needs remaining credits at or above the cost
    Then with 39 credits remaining a "max" message is "refused"
    And with 40 credits remaining a "max" message is "allowed"

  @R-CONST-11 @R-CONST-12 @R-CONST-13
  Scenario: Retrieval k values
    Then the k values are 5 for reference documents, 10 for the knowledge base and 15 for URLs

  @R-CONST-14 @R-CONST-15
  Scenario Outline: Feature type aliases
    Then the feature type "<given>" counts as "<feature>"

    Examples:
      | given           | feature         |
      | ai_agents       | ai_agents       |
      | agents          | ai_agents       |
      | knowledge base  | knowledge_base  |
      | kb              | knowledge_base  |
      | creative        | creative_assets |
      | assets          | creative_assets |
      | something-else  | ai_agents       |

  @R-CONST-19
  Scenario: Chat activity text is cut at 50 characters plus an ellipsis
    Then the activity text of a 60-character message is its first 50 characters and "..."
    And the activity text of a 50-character message is unchanged

  @R-CONST-18
  Scenario: Onboarding is complete when every question is answered
    Then a space with 17 of 18 questions answered has not completed onboarding
    And a space with 18 of 18 questions answered has completed onboarding

  @R-CONST-26 @R-CONST-27 @R-CONST-28 @R-CONST-29 @R-CONST-30 @R-CONST-31
  Scenario Outline: Polling phases
    Then after <minutes> minutes of polling the next poll comes in <seconds> seconds

    Examples:
      | minutes | seconds |
      | 0       | 15      |
      | 2.9     | 15      |
      | 3       | 30      |
      | 7.9     | 30      |
      | 8       | 45      |
      | 15      | 60      |
      | 25      | 90      |
      | 34.9    | 90      |
      | 35      | 120     |
      | 90      | 120     |

  @R-CONST-32 @R-CONST-33 @R-CONST-34 @R-CONST-35 @R-CONST-36 @R-CONST-37 @R-CONST-38
  Scenario Outline: Maximum polling time per agent
    Then the agent "<agent>" is polled for at most <minutes> minutes

    Examples:
      | agent                 | minutes |
      | brand-voice           | 35      |
      | cmo                   | 40      |
      | strategy-review-agent | 35      |
      | email-agent           | 30      |
      | seo-agent             | 35      |
      | creative-agent        | 30      |
      | some-new-agent        | 35      |
