@session @chat
Feature: Chatting with an agent
  The send cycle of spec 4.7 with the error texts of 8.4 and the toasts of 8.5. These scenarios run on
  both drivers against the real server (its offline engine answers), with a hand-advanced clock on the
  client: in-process (requests through inject, sockets as stream pairs), and over HTTP and real WebSockets.

  Background:
    Given I am signed in as the owner of a new organization

  @R-SEND-01 @R-SEND-02 @R-SEND-03 @R-SEND-04 @R-SEND-05 @R-SEND-06 @R-SEND-07 @R-WS-01 @R-WS-08 @R-WS-10 @R-WS-12 @R-CHATUI-02 @R-CHATUI-07 @R-CHATUI-08 @R-TOAST-10
  Scenario: An email reply over the WebSocket
    When I open the chat of "email-agent"
    Then the agent's transport is "websocket"
    When I send "Write a launch email for our spring sale"
    Then my message shows at once and the session is locked
    And the message's charge of 20 credits shows while the reply is pending
    And a progress line shows while the reply is pending
    When the reply arrives
    Then the chat is done and unlocked, with no progress line and no pending charge
    And the last answer has 1 or more artifacts
    And a toast reads "Artifact generated successfully!"
    And my credits went down by 20

  @R-POLL-01 @R-WS-01
  Scenario: A polling agent replies
    When I open the chat of "creative-agent"
    Then the agent's transport is "polling"
    When I send "Three ad headlines for a bakery"
    Then the reply is being awaited by "polling"
    When the reply arrives
    Then the chat is done and unlocked, with no progress line and no pending charge
    And the conversation has 2 messages

  @R-SEND-18
  Scenario: Switching session is blocked while polling
    When I open the chat of "cmo"
    And I send "Plan our next quarter"
    Then I cannot start a new chat
    And I cannot leave for the chat of "email-agent"
    When the reply arrives
    Then I can start a new chat

  @R-SEND-10 @R-SEND-11 @R-SEND-12 @R-CHATUI-09
  Scenario: Cancelling a reply over the socket
    When I open the chat of "email-agent"
    And I send "A long newsletter about everything we did this year"
    And the socket is connected
    And I cancel the reply
    Then the last message is the assistant's "Request cancelled by user"
    And the chat is idle and unlocked
    And my credits are back where they started

  @R-SEND-13
  Scenario: Cancelling a polled reply uses the cancel call
    When I open the chat of "creative-agent"
    And I send "Ten taglines for a coffee shop"
    And I cancel the reply
    Then the last message is the assistant's "Request cancelled by user"
    And the chat is idle and unlocked

  @R-SEND-19 @R-SEND-20 @R-BGTASK-03 @R-BGTASK-04 @R-BGTASK-06 @R-BGTASK-07 @R-BGTASK-08 @R-BGTASK-10 @R-BGTASK-12 @R-NOTIFY-04
  Scenario: A running session goes to the background and is resumed with its reply
    When I open the chat of "email-agent"
    And I send "Welcome email for new subscribers"
    And the socket is connected
    And I start a new chat
    Then the background tasks show "Email Agent" with the badge "WebSocket" and a running status
    And the background footer reads "1 active, 0 completed"
    When the background task completes
    Then the background tasks show "Email Agent" with the status "Completed" and a preview
    And the background footer reads "0 active, 1 completed"
    When I open the chat "Welcome email for new subscribers"
    Then the conversation has 2 messages
    And there are no background tasks

  @R-CHATUI-03 @R-CHATUI-04 @R-CHATUI-05
  Scenario: Rating, regenerating and deleting
    When I open the chat of "seo-agent"
    And I send "Audit the title tags of our blog"
    And the reply arrives
    And I rate the last answer 5
    Then the last answer is rated 5
    When I regenerate the last answer
    Then the last answer was replaced by a new one
    When I delete my last question
    Then the conversation has 0 messages

  # The real server continues only an answer its model cut off at the token limit, which the offline engine never
  # does: this runs against a server whose agents write through a model stub on loopback (@model).
  @model @R-CHATUI-06 @R-SEND-21 @R-WS-13
  Scenario: Continuing an answer
    When I open the chat of "seo-agent"
    And I send "Audit the title tags of our blog"
    And the reply arrives
    And I continue the last answer
    Then the continue indicator shows
    And the last answer ends with "(continued)"
    And after 2 seconds the continue indicator is gone

  @R-WS-04 @R-AGENTAPI-18
  Scenario: A dropped socket reconnects and resumes without losing or repeating events
    When I open the chat of "strategy-review-agent"
    And I send "Review: we will grow by posting daily on every network"
    And the socket is connected
    And the network drops the socket
    And the reply arrives
    Then the chat is done and unlocked, with no progress line and no pending charge
    And the conversation has 2 messages

  @R-POLL-02 @R-POLL-03 @R-CONST-20 @R-CONST-21
  Scenario: When sockets cannot connect the chat falls back to polling
    Given the network blocks sockets
    When I open the chat of "brand-voice"
    And I send "Describe our voice from: Friendly, plain words, no jargon."
    And the reply arrives
    Then the reply came by "polling" after 4 socket attempts
    And the conversation has 2 messages

  @R-CHATERR-23 @R-VALID-18
  Scenario: Too few credits refuse the send before it starts
    Given my profile loads
    And 490 credits are spent on "A big indexing job" for "knowledge base"
    When I open the chat of "email-agent"
    And I send "Hello"
    Then the chat shows the error "Insufficient credits. This operation requires 20 credits, but you only have 10 remaining."
    And the conversation has 0 messages

  @R-SEND-08 @R-SEND-09 @R-CHATERR-07
  Scenario: A refused send takes the question back and shows why
    When I open the chat of "email-agent"
    And I turn "email-agent" off on Manage Agents
    And I send "Hello there"
    Then the chat shows the error "This agent is not available in your current space."
    And the conversation has 0 messages
    And the chat is idle and unlocked
