@session
Feature: The organization, its members and their roles
  Whoever registers an organization owns it. Owners and admins run it: they rename it, invite people
  by email with a role, decide on the requests of people who asked to join with their work email's
  domain, change roles and remove members on Manage Users (spec 6 and 7.3). A plain member works in
  the organization's spaces and manages none of this. A refusal reads as the server words it.
  Joining goes by email domain, so each scenario's organization has a domain of its own.

  @R-ORG-01 @R-ORG-02
  Scenario: The owner renames the organization
    Given "Olivia Owner" has registered the organization "Brightpath Media" as "olivia@brightpath.test"
    When Olivia opens the organization settings
    Then Olivia sees the organization "Brightpath Media"
    When Olivia renames the organization to "Brightpath Studio"
    And Olivia opens the organization settings
    Then Olivia sees the organization "Brightpath Studio"

  @R-ORG-03 @R-ORG-06
  Scenario: An owner invites a colleague by email, who follows the link and joins with that role
    Given "Olivia Owner" has registered the organization "Cobalt Crafts" as "olivia@cobalt.test"
    When Olivia invites "ivan@cobalt.test" as "org_admin"
    Then "ivan@cobalt.test" receives the email "Olivia Owner invited you to Cobalt Crafts"
    When "Ivan Admin" follows the link in that email and registers
    Then Ivan is signed in as "Ivan Admin" with role "org_admin"
    And Ivan's spaces are "General"
    When Olivia opens Manage Users
    Then Olivia sees the members:
      | name         | email              | role      |
      | Olivia Owner | olivia@cobalt.test | org_owner |
      | Ivan Admin   | ivan@cobalt.test   | org_admin |

  @R-ORG-04
  Scenario: The owner makes a member an admin
    Given "Olivia Owner" has registered the organization "Dune Bakery" as "olivia@dune.test"
    And Olivia has invited "Mia Member" with "mia@dune.test" as "org_member", who joined
    When Olivia opens Manage Users
    And Olivia changes the role of "mia@dune.test" to "org_admin"
    Then Olivia sees the members:
      | name         | email            | role      |
      | Olivia Owner | olivia@dune.test | org_owner |
      | Mia Member   | mia@dune.test    | org_admin |
    When Mia reopens the app
    Then Mia is signed in as "Mia Member" with role "org_admin"

  # The member policy (core/domain/organizations/member-policy.ts), the same on the client and the server.
  Scenario: Only an owner touches the owner role, nobody changes their own role, and the last owner stays
    Given "Olivia Owner" has registered the organization "Ember Events" as "olivia@ember.test"
    And Olivia has invited "Adam Admin" with "adam@ember.test" as "org_admin", who joined
    When Adam opens Manage Users
    And Adam changes the role of "olivia@ember.test" to "org_member"
    Then Adam sees the error "Only an organization owner can grant or remove the owner role"
    When Adam changes the role of "adam@ember.test" to "org_owner"
    Then Adam sees the error "You cannot change your own role"
    When Olivia opens Manage Users
    And Olivia removes "olivia@ember.test"
    Then Olivia sees the error "You cannot remove yourself from the organization"
    And Olivia sees the members:
      | name         | email             | role      |
      | Olivia Owner | olivia@ember.test | org_owner |
      | Adam Admin   | adam@ember.test   | org_admin |

  @R-ORG-05
  Scenario: The owner removes a member, who then belongs to no organization
    Given "Olivia Owner" has registered the organization "Fjord Films" as "olivia@fjord.test"
    And Olivia has invited "Mia Member" with "mia@fjord.test" as "org_member", who joined
    When Olivia opens Manage Users
    And Olivia removes "mia@fjord.test"
    Then Olivia sees the members:
      | name         | email             | role      |
      | Olivia Owner | olivia@fjord.test | org_owner |
    When Mia signs in again
    Then Mia sees no spaces

  @R-API-11 @R-API-12 @R-ORG-07 @R-ORG-08
  Scenario: Someone registering with the organization's email domain asks to join, and an owner approves
    Given "Olivia Owner" has registered the organization "Grove Garden Co" as "olivia@grove.test"
    When Jo types "jo@grove.test" on the Register screen
    Then Jo is offered to join the organization of that domain
    When "Jo Joiner" registers with "jo@grove.test" asking to join it
    Then Jo reads "Your request to join has been sent to the organization admins. You can sign in, and you will get access once it is approved."
    When Olivia opens Manage Users
    Then Olivia sees the join request of "Jo Joiner" with "jo@grove.test"
    When Olivia approves the join request of "jo@grove.test"
    Then Olivia sees no join requests
    And Olivia sees the members:
      | name         | email             | role       |
      | Olivia Owner | olivia@grove.test | org_owner  |
      | Jo Joiner    | jo@grove.test     | org_member |
    When Jo signs in
    Then Jo is signed in as "Jo Joiner" with role "org_member"
    And Jo's spaces are "General"

  @R-ORG-07 @R-ORG-09
  Scenario: An owner denies a join request, and the person stays outside
    Given "Olivia Owner" has registered the organization "Harbor Health" as "olivia@harbor.test"
    And "Jo Joiner" has registered with "jo@harbor.test" asking to join it
    When Olivia opens Manage Users
    And Olivia denies the join request of "jo@harbor.test"
    Then Olivia sees no join requests
    And Olivia sees the members:
      | name         | email              | role      |
      | Olivia Owner | olivia@harbor.test | org_owner |
    When Jo signs in
    Then Jo is signed in as "Jo Joiner" with role "org_member"
    And Jo sees no spaces

  @R-ROLE-05
  Scenario: A plain member works in the spaces but manages nothing
    Given "Olivia Owner" has registered the organization "Indigo Ink" as "olivia@indigo.test"
    And Olivia has created the space "Campaigns"
    And Olivia has invited "Mia Member" with "mia@indigo.test" as "org_member", who joined
    When Mia switches to the space "Campaigns"
    Then Mia's current space is "Campaigns"
    When Mia opens the organization settings
    Then Mia sees the organization "Indigo Ink"
    When Mia renames the organization to "Mia's Ink"
    Then Mia sees the error "Only organization owners and admins can manage members"
    When Mia invites "friend@indigo.test" as "org_member"
    Then Mia sees the error "Only organization owners and admins can manage members"
    When Mia creates the space "Side project"
    Then Mia sees the error "Only organization owners and admins can create spaces"
