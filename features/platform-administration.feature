@session
Feature: Platform administration
  The platform's own staff work in the admin area, outside every organization. A system admin sees
  every organization and user, changes an organization's plan, grants credits, disables and enables
  accounts and approves people on the waitlist; each act is written to the audit log. A support admin
  sees the same screens but may change nothing (spec 6; "Admin" means either of them).
  The system admin account is seeded from the server's configuration; a support admin is made by an
  operator, since no screen creates one.

  @R-ROLE-04
  Scenario: The system admin signs in outside every organization and sees its organizations and users
    Given "Gus Owner" has registered the organization "Gamma Goods" as "gus@gamma.test"
    When Ada signs in as the platform admin
    Then Ada is signed in as "System Admin" with role "system_admin"
    And Ada's app does not load any spaces
    And Ada sees no spaces
    When Ada searches the organizations for "Gamma Goods"
    Then Ada sees the organizations:
      | name        | members | plan      | remaining | usage   |
      | Gamma Goods | 1       | Free Plan | 500       | 0 / 500 |
    When Ada searches the users for "gus@gamma.test"
    Then Ada sees the users:
      | name      | email          | role      | disabled |
      | Gus Owner | gus@gamma.test | org_owner | no       |

  Scenario: A new plan gives the organization its allowance, and the owner sees it
    Given "Hal Owner" has registered the organization "Helix Hardware" as "hal@helix.test"
    And Ada has signed in as the platform admin
    When Ada searches the organizations for "Helix Hardware"
    And Ada changes the plan of "Helix Hardware" to "pro"
    Then Ada sees the organizations:
      | name           | members | plan | remaining | usage     |
      | Helix Hardware | 1       | Pro  | 5,000     | 0 / 5,000 |
    When Hal opens the Credits screen
    Then Hal's plan is "Pro" with status "active"
    And Hal has used 0 of 5000 credits, 5000 remaining

  Scenario: Credits granted to an organization reach its owner's Credits screen
    Given "Iris Owner" has registered the organization "Iris Interiors" as "iris@iris.test"
    And Ada has signed in as the platform admin
    When Ada searches the organizations for "Iris Interiors"
    And Ada grants 250 credits to "Iris Interiors" for "Launch bonus"
    Then Ada sees the organizations:
      | name           | members | plan      | remaining | usage   |
      | Iris Interiors | 1       | Free Plan | 750       | 0 / 750 |
    When Iris opens the Credits screen
    Then Iris has used 0 of 750 credits, 750 remaining
    And Iris's latest transaction reads "Launch bonus"

  @R-ERR-08
  Scenario: A disabled account cannot sign in until it is enabled again
    Given "Dina Owner" has registered the organization "Juniper Journals" as "dina@juniper.test"
    And Dina has signed out
    And Ada has signed in as the platform admin
    When Ada searches the users for "dina@juniper.test"
    And Ada disables "dina@juniper.test"
    Then Ada sees the users:
      | name       | email             | role      | disabled |
      | Dina Owner | dina@juniper.test | org_owner | yes      |
    When Dina signs in
    Then Dina sees the error "Permission denied"
    And Dina is not signed in
    When Ada enables "dina@juniper.test"
    And Dina signs in
    Then Dina is signed in as "Dina Owner" with role "org_owner"

  Scenario: The audit log shows what the admin did, newest first
    Given "Kit Owner" has registered the organization "Kestrel Kitchens" as "kit@kestrel.test"
    And Ada has signed in as the platform admin
    When Ada searches the organizations for "Kestrel Kitchens"
    And Ada changes the plan of "Kestrel Kitchens" to "pro"
    And Ada grants 100 credits to "Kestrel Kitchens" for "Welcome gift"
    And Ada searches the users for "kit@kestrel.test"
    And Ada disables "kit@kestrel.test"
    And Ada enables "kit@kestrel.test"
    And Ada opens the audit log
    Then the newest entries of Ada's audit log are:
      | action                   | organization     | target           |
      | user.enabled             |                  | kit@kestrel.test |
      | user.disabled            |                  | kit@kestrel.test |
      | credits.granted_by_admin | Kestrel Kitchens |                  |
      | plan.changed             | Kestrel Kitchens |                  |

  # The real server runs these specs in open registration, so the link is not needed to register here;
  # that registration without it is refused in waitlist mode is tests/integration's to show.
  Scenario: A person on the waitlist is approved and registers from the emailed link
    Given "Wren Waiting" has joined the waitlist with "wren@willow.test"
    And Ada has signed in as the platform admin
    When Ada opens the waitlist
    Then Ada sees "wren@willow.test" waiting
    When Ada approves "wren@willow.test"
    Then Ada no longer sees "wren@willow.test" waiting
    And "wren@willow.test" receives the email "Your access is ready"
    When "Wren Waiting" follows the link in that email and registers the organization "Willow Works"
    Then Wren is signed in as "Wren Waiting" with role "org_owner"

  @R-ROLE-03
  Scenario: A support admin sees the admin area but may change nothing
    Given "Lena Owner" has registered the organization "Lumen Labs" as "lena@lumen.test"
    And "Sam Support" has an account "sam@support.test" that an operator made a support admin
    When Sam signs in
    Then Sam is signed in as "Sam Support" with role "support_admin"
    When Sam searches the organizations for "Lumen Labs"
    And Sam changes the plan of "Lumen Labs" to "pro"
    Then Sam sees the error "Support admins have read-only access"
    When Sam grants 100 credits to "Lumen Labs" for "A favour"
    Then Sam sees the error "Support admins have read-only access"
    And Sam sees the organizations:
      | name       | members | plan      | remaining | usage   |
      | Lumen Labs | 1       | Free Plan | 500       | 0 / 500 |
    When Sam searches the users for "lena@lumen.test"
    And Sam disables "lena@lumen.test"
    Then Sam sees the error "Support admins have read-only access"
    And Sam sees the users:
      | name       | email           | role      | disabled |
      | Lena Owner | lena@lumen.test | org_owner | no       |
