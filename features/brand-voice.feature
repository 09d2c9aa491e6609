@session @brand-voice
Feature: The brand voice of a space
  Owners and admins write how the space's brand speaks (Workspace settings). It belongs to the space:
  it is there again when the app is reopened, other organizations never see it, and the app forgets it
  when someone else signs in on the device. Agents that write follow it.

  Scenario: The saved brand voice is there after reopening the app
    Given I am signed in as the owner of a new organization
    When I save the brand voice "Warm and plain, never pushy"
    And I reopen the app
    And I open the brand voice editor
    Then the brand voice reads "Warm and plain, never pushy", saved by me

  Scenario: A person of another organization does not see it
    Given I am signed in as the owner of a new organization
    And an account for "Otto Other" with email "otto@voice-other.test", password "correct horse 9" and organization "Other Bakery"
    When I save the brand voice "Warm and plain, never pushy"
    And I sign out
    And I sign in with email "otto@voice-other.test" and password "correct horse 9"
    And I open the brand voice editor
    Then there is no brand voice

  # The system admin has no space, so nothing loads a brand voice after their sign-in: what the app
  # holds then is what the user switch left of mine.
  @R-RESET-05
  Scenario: Someone else signing in on the device leaves nothing of it in the app
    Given I am signed in as the owner of a new organization
    When I save the brand voice "Warm and plain, never pushy"
    And I sign out
    And the platform's system admin signs in on this device
    Then the app holds no brand voice, no date and no author

  Scenario: The email agent writes in the brand voice
    Given I am signed in as the owner of a new organization
    And I have saved the brand voice 'Warm and plain, never pushy. Sign off with "Warm regards, the Bakery team".'
    When I open the chat of "email-agent"
    And I send "Write a launch email for our spring menu"
    And the reply arrives
    Then the answer is an email with a subject line that signs off with "Warm regards, the Bakery team"

  # A freshly opened app holds nothing; the sign-in's background loading brings both in before any screen opens.
  @R-AUTH-39
  Scenario: Signing in loads the brand voice and the documents in the background
    Given an account for "Bea Baker" with email "bea@prefetch.test", password "correct horse 9" and organization "Bea Bakes"
    And I open the app on a new device
    And I sign in with email "bea@prefetch.test" and password "correct horse 9"
    And I have saved the brand voice "Warm and plain, never pushy"
    And I have uploaded "opening-hours.md" with the text "The Harbour Bakery opens at seven and bakes sourdough loaves until noon."
    When I sign out
    And I reopen the app
    And I sign in with email "bea@prefetch.test" and password "correct horse 9"
    Then the app soon holds the brand voice "Warm and plain, never pushy" and the document "opening-hours.md"
