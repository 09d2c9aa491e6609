@session
Feature: Sign in and see your spaces
  People register their organization, sign in, and work inside one of its spaces.
  The app keeps the sign-in and the chosen space on the device, so reopening the app
  or signing in again brings the person back to where they were (spec 4.1, 4.4, 7.1, 7.4).

  @R-AUTH-04
  Scenario: Nobody is signed in on a new device
    Given I open the app on a new device
    Then I am not signed in
    And the device keeps no sign-in tokens

  @R-API-10 @R-ENTITY-03 @R-ENTITY-04 @R-ENTITY-01
  Scenario: Registering a new organization signs me in to its default space
    Given I open the app on a new device
    When I register as "Olivia Owner" with email "olivia@acme.test", password "correct horse battery" and organization "Acme Marketing"
    Then I am signed in as "Olivia Owner" with email "olivia@acme.test" and role "org_owner"
    And the device keeps sign-in tokens
    And my spaces are "General"
    And my current space is "General"
    And the app announces "spaces-ready"

  @R-API-09 @R-ENTITY-01 @R-AUTH-14 @R-AUTH-16 @R-AUTH-19
  Scenario: Signing in shows my organization's spaces
    Given an account for "Sam Owner" with email "sam@acme.test", password "correct horse battery" and organization "Sam Studio"
    And I open the app on a new device
    When I sign in with email "sam@acme.test" and password "correct horse battery"
    Then I am signed in as "Sam Owner" with email "sam@acme.test" and role "org_owner"
    And the device keeps sign-in tokens
    And my spaces are "General"
    And my current space is "General"

  @R-ERR-21
  Scenario: A wrong password is refused with the server's reason
    Given an account for "Wanda Owner" with email "wanda@acme.test", password "correct horse battery" and organization "Wanda Works"
    And I open the app on a new device
    When I sign in with email "wanda@acme.test" and password "not my password"
    Then I see the error "Invalid email or password"
    And I am not signed in
    And the device keeps no sign-in tokens

  @R-AUTH-26 @R-AUTH-27 @R-AUTH-28
  Scenario: Signing out ends the session on this device
    Given an account for "Otto Owner" with email "otto@acme.test", password "correct horse battery" and organization "Otto Org"
    And I open the app on a new device
    And I sign in with email "otto@acme.test" and password "correct horse battery"
    When I sign out
    Then I am not signed in
    And the device keeps no sign-in tokens
    And I see no spaces
    And the app announces "LOGOUT_COMPLETE"

  @R-AUTH-05 @R-AUTH-07 @R-AUTH-08 @R-API-16 @R-SPACES-03 @R-SPACES-06 @R-SPACEAPI-03 @R-STORAGE-01 @R-STORAGE-02
  Scenario: Reopening the app restores the session and the space I chose
    Given an account for "Rita Owner" with email "rita@acme.test", password "correct horse battery" and organization "Rita Retail"
    And I open the app on a new device
    And I sign in with email "rita@acme.test" and password "correct horse battery"
    And I create the space "Campaigns" with slug "campaigns"
    And I switch to the space "Campaigns"
    When I reopen the app
    Then I am signed in as "Rita Owner" with email "rita@acme.test" and role "org_owner"
    And my spaces are "General, Campaigns"
    And my current space is "Campaigns"

  @R-SPACES-03
  Scenario: Signing out and in again brings back the space I chose
    Given an account for "Cleo Owner" with email "cleo@acme.test", password "correct horse battery" and organization "Cleo Co"
    And I open the app on a new device
    And I sign in with email "cleo@acme.test" and password "correct horse battery"
    And I create the space "Launch" with slug "launch"
    And I switch to the space "Launch"
    When I sign out
    And I sign in with email "cleo@acme.test" and password "correct horse battery"
    Then I am signed in as "Cleo Owner" with email "cleo@acme.test" and role "org_owner"
    And my current space is "Launch"

  Scenario: A space slug can be used only once in an organization
    Given an account for "Dora Owner" with email "dora@acme.test", password "correct horse battery" and organization "Dora Design"
    And I open the app on a new device
    And I sign in with email "dora@acme.test" and password "correct horse battery"
    When I create the space "General again" with slug "general"
    Then I see the error "A space with the slug 'general' already exists in this organization"
    And my spaces are "General"
