@session @knowledge-base
Feature: The knowledge base
  A space keeps documents and web pages its agents read. An upload is judged by its content, then read
  in the background: the Knowledge base screen shows it queued, then ready (or in error with the reason),
  reading the list again every 3 seconds while anything is pending. The same core serves the web screen
  and the CLI. On both drivers the real server reads the files and fetches the web pages from a small site
  served on this machine's loopback address (allowed by the server's URL allow-list; never the internet).

  Background:
    Given I am signed in as the owner of a new organization
    And I open the knowledge base

  @R-DOC-01
  Scenario: An uploaded document is read until it is ready
    When I upload "opening-hours.md" with the text "The Harbour Bakery opens at seven and bakes sourdough loaves until noon."
    Then the document "opening-hours.md" is listed as "queued"
    When the knowledge base has finished processing
    Then the document "opening-hours.md" is "ready"
    And the document "opening-hours.md" showed "queued" first and "ready" last

  @R-DOC-01
  Scenario: A document with no text to read ends in error, with the reason
    When I upload "blank-page.html" with the text "<html><body><p> </p></body></html>"
    And the knowledge base has finished processing
    Then the document "blank-page.html" is in error: "No text could be found in this document"

  Scenario: A file whose content is not what its name says is refused
    When I upload "price-list.pdf" with the text "Sourdough 4.50, rye 3.80, croissant 2.10"
    Then I see the error "The file is named .pdf but its content is plain text; rename it to match what it is"
    And the knowledge base lists no documents

  Scenario: A web page added as a URL source is fetched and read
    When I add the web page "opening-hours" as a URL source
    Then the URL source is listed as "queued"
    When the knowledge base has finished processing
    Then the URL source is "ready" with the title "Opening hours of the Harbour Bakery"
    When I open the URL source
    Then the page's text reads "The Harbour Bakery opens at seven every morning and bakes sourdough loaves until noon."

  Scenario: Searching finds the document that has the words
    Given I have uploaded "opening-hours.md" with the text "The Harbour Bakery opens at seven and bakes sourdough loaves until noon."
    And I have uploaded "team.md" with the text "Mara runs the front of house and Jonas plans the deliveries."
    When I search the knowledge base for "sourdough loaves"
    Then the search finds "opening-hours.md" and not "team.md"

  Scenario: A deleted document leaves the list and the search
    Given I have uploaded "opening-hours.md" with the text "The Harbour Bakery opens at seven and bakes sourdough loaves until noon."
    When I delete the document "opening-hours.md"
    Then the knowledge base lists no documents
    When I search the knowledge base for "sourdough"
    Then the search finds nothing

  Scenario: An agent's answer cites the document I picked
    Given I have uploaded "opening-hours.md" with the text "The Harbour Bakery opens at seven and bakes sourdough loaves until noon."
    When I open the chat of "seo-agent"
    And I send "Audit our opening hours page for SEO" citing "opening-hours.md"
    And the reply arrives
    Then the answer lists "opening-hours.md" among its sources
