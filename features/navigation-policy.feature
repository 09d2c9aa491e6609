@pure
Feature: Navigation policy
  One pure function decides, for every route, role and auth state, whether a navigation is allowed
  or where it goes instead (spec 2.1, 2.2 and 6; decisions D1 to D3). The web router and the CLI use it.
  In the tables, "login" means Login with the wanted path as the redirect query, "allow" lets the
  navigation through, and any other value is the redirect target.

  @R-ROUTE-13 @R-ROUTE-14 @R-ROUTE-15 @R-ROUTE-17 @R-ROUTE-19 @R-ROUTE-20 @R-ROUTE-21 @R-ROUTE-22
  @R-ROUTE-24 @R-ROUTE-25 @R-ROUTE-26 @R-ROUTE-27 @R-ROUTE-28 @R-ROUTE-30 @R-ROUTE-31 @R-ROUTE-32
  @R-ROUTE-33 @R-ROUTE-34 @R-ROUTE-35 @R-ROUTE-36 @R-ROUTE-37 @R-ROUTE-46 @R-GUARD-03
  Scenario: Signed-in routes need a login and are closed to platform admins
    Given the user has a current space
    Then opening each path gives, by role:
      | path                            | signed out | org_member | org_admin | org_owner | support_admin    | system_admin     |
      | /dashboard                      | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /connections                    | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /connections/ga4/manage         | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /connections/odoo/manage        | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /knowledge-base                 | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /knowledge-base/urls/42         | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /knowledge-base/urls/42/view    | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /assets                         | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /agents                         | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /agents/manage                  | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /agents/email-agent             | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /agents/email-agent/configure   | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /agents/email-agent/chat/s-1    | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /agent-mode                     | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /settings                       | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /workspace-settings             | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /credits                        | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /apollo                         | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /instantly                      | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /instantly/campaigns            | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /instantly/analytics            | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |
      | /instantly/settings             | login      | allow      | allow     | allow     | /admin/dashboard | /admin/dashboard |

  @R-ROUTE-04 @R-ROUTE-05 @R-ROUTE-06 @R-ROUTE-07 @R-ROUTE-08 @R-ROUTE-09 @R-ROUTE-10 @R-ROUTE-11 @R-ROUTE-12 @R-ROUTE-16
  @R-GUARD-11
  Scenario: Public pages, login-only pages, and Login and Register for signed-in users
    Given the user has a current space
    Then opening each path gives, by role:
      | path             | signed out | org_member | org_admin  | org_owner  | support_admin    | system_admin     |
      | /login           | allow      | /dashboard | /dashboard | /dashboard | /admin/dashboard | /admin/dashboard |
      | /register        | allow      | /dashboard | /dashboard | /dashboard | /admin/dashboard | /admin/dashboard |
      | /verify-email    | allow      | allow      | allow      | allow      | allow            | allow            |
      | /forgot-password | allow      | allow      | allow      | allow      | allow            | allow            |
      | /reset-password  | allow      | allow      | allow      | allow      | allow            | allow            |
      | /waitlist        | allow      | allow      | allow      | allow      | allow            | allow            |
      | /pricing         | allow      | allow      | allow      | allow      | allow            | allow            |
      | /success         | allow      | allow      | allow      | allow      | allow            | allow            |
      | /payment/success | allow      | allow      | allow      | allow      | allow            | allow            |
      | /space-setup     | login      | allow      | allow      | allow      | allow            | allow            |
      | /onboarding      | login      | allow      | allow      | allow      | allow            | allow            |
      | /ga4-setup       | login      | allow      | allow      | allow      | allow            | allow            |

  @R-ROUTE-40 @R-ROUTE-41 @R-ROUTE-42 @R-ROUTE-43 @R-ROUTE-44 @R-ROUTE-45 @R-GUARD-05 @R-GUARD-06 @R-GUARD-07 @R-GUARD-08 @R-ROLE-03
  Scenario: Admin and org-admin areas
    Given the user has a current space
    Then opening each path gives, by role:
      | path                 | signed out | org_member | org_admin            | org_owner            | support_admin    | system_admin     |
      | /admin               | /admin/dashboard | /admin/dashboard | /admin/dashboard | /admin/dashboard | /admin/dashboard | /admin/dashboard |
      | /admin/dashboard     | login      | /dashboard | /org-admin/dashboard | /org-admin/dashboard | allow            | allow            |
      | /admin/users         | login      | /dashboard | /org-admin/dashboard | /org-admin/dashboard | allow            | allow            |
      | /admin/organizations | login      | /dashboard | /org-admin/dashboard | /org-admin/dashboard | allow            | allow            |
      | /admin/security      | login      | /dashboard | /org-admin/dashboard | /org-admin/dashboard | allow            | allow            |
      | /admin/integrations  | login      | /dashboard | /org-admin/dashboard | /org-admin/dashboard | allow            | allow            |
      | /org-admin           | /org-admin/dashboard | /org-admin/dashboard | /org-admin/dashboard | /org-admin/dashboard | /org-admin/dashboard | /org-admin/dashboard |
      | /org-admin/dashboard | login      | /dashboard | allow                | allow                | /admin/dashboard | /admin/dashboard |
      | /org-admin/users     | login      | /dashboard | allow                | allow                | /admin/dashboard | /admin/dashboard |

  @R-ROUTE-01 @R-ROUTE-02 @R-ROUTE-03
  Scenario: Home sends each user to their place
    Given the user has a current space
    Then opening each path gives, by role:
      | path | signed out | org_member | org_admin  | org_owner  | support_admin    | system_admin     |
      | /    | /login     | /dashboard | /dashboard | /dashboard | /admin/dashboard | /admin/dashboard |

  @R-ROUTE-38 @R-ROUTE-39
  Scenario: Legacy URL-intelligence paths redirect into the knowledge base
    When a signed-in "org_member" opens "/url-intelligence"
    Then they are redirected to "/knowledge-base?tab=urls"
    When a signed-in "org_member" opens "/url-intelligence/sources/abc-123"
    Then they are redirected to "/knowledge-base/urls/abc-123/view"

  @R-ROUTE-18
  Scenario: The URL sources tab is the knowledge base with a query
    Given the user has a current space
    When a signed-in "org_member" opens "/knowledge-base?tab=urls"
    Then the route "KnowledgeBase" is allowed

  @R-ROUTE-23 @R-ROUTE-45
  Scenario: Route labels
    Then the route "/agents" is labelled "AI Agents"
    And the route "/org-admin/users" is labelled "Manage Users"

  @R-ROUTE-29
  Scenario: Agent mode is a full-height page inside the shell
    Then the route "/agent-mode" shows the app shell

  @R-ROUTE-04 @R-ROUTE-05 @R-ROUTE-06 @R-ROUTE-07
  Scenario: Login, Register, VerifyEmail, ForgotPassword, ResetPassword and Waitlist show no app shell
    Then the route "/login" shows no app shell
    And the route "/register" shows no app shell
    And the route "/verify-email" shows no app shell
    And the route "/forgot-password" shows no app shell
    And the route "/reset-password" shows no app shell
    And the route "/waitlist" shows no app shell

  @R-GUARD-01
  Scenario: Double slashes are collapsed by a replace-redirect
    When a signed-in "org_member" opens "//agents//email-agent"
    Then they are replace-redirected to "/agents/email-agent"

  @R-GUARD-03
  Scenario: The redirect query keeps the wanted path and its query
    When a signed-out visitor opens "/knowledge-base?tab=urls"
    Then they are redirected to "/login?redirect=%2Fknowledge-base%3Ftab%3Durls"

  @R-GUARD-04
  Scenario Outline: While the session is refreshing or logging out, protected routes go to Login
    When a user in state "<state>" who was on "/credits" opens "/agents"
    Then they are redirected to "/login?redirect=%2Fcredits"

    Examples:
      | state       |
      | REFRESHING  |
      | LOGGING_OUT |

  @R-GUARD-09
  Scenario: A route for the org owner only sends others to Dashboard
    Given a route "/owner-only" that only the org owner may open
    Then opening "/owner-only" as "org_admin" redirects to "/dashboard"
    And opening "/owner-only" as "org_owner" is allowed

  @R-GUARD-10 @R-GUARD-11
  Scenario: Signed-in users on Login or Register follow the redirect query
    When a signed-in "org_member" opens "/login?redirect=%2Fagents"
    Then they are redirected to "/agents"
    When a signed-in "org_member" opens "/register?redirect=%2Flogin"
    Then they are redirected to "/dashboard"
    When a signed-in "org_member" opens "/login?redirect=https%3A%2F%2Fevil.example"
    Then they are redirected to "/dashboard"

  @R-GUARD-12 @R-GUARD-13
  Scenario Outline: Space-scoped paths need a current space
    Given the user has no current space
    When a signed-in "org_member" opens "<path>"
    Then they are redirected to "/dashboard?error=space-init-failed"

    Examples:
      | path                       |
      | /agents                    |
      | /agents/seo-agent          |
      | /knowledge-base            |
      | /assets                    |
      | /dashboard                 |

  @R-GUARD-14
  Scenario: The space check is skipped on Dashboard when the error is already shown
    Given the user has no current space
    When a signed-in "org_member" opens "/dashboard?error=space-init-failed"
    Then the route "Dashboard" is allowed

  @R-GUARD-12 @R-ROLE-04
  Scenario: Platform admins need no space
    Given the user has no current space
    When a signed-in "support_admin" opens "/admin/dashboard"
    Then the route "AdminDashboard" is allowed

  @R-GUARD-15 @R-GUARD-16 @R-GUARD-17 @R-GUARD-18
  Scenario Outline: Auth events send the user to Login
    When the auth event "<event>" happens on "/agents/seo-agent?tab=history"
    Then the user is sent to "<target>"

    Examples:
      | event           | target                                                             |
      | LOGIN_REQUIRED  | /login?redirect=%2Fagents%2Fseo-agent%3Ftab%3Dhistory              |
      | LOGOUT_COMPLETE | /login                                                             |
      | SESSION_EXPIRED | /login?redirect=%2Fagents%2Fseo-agent%3Ftab%3Dhistory&expired=true |
      | UNAUTHENTICATED | /login?redirect=%2Fagents%2Fseo-agent%3Ftab%3Dhistory              |

  @R-GUARD-19 @R-GUARD-20
  Scenario Outline: Auth events do nothing on the auth pages and public pages
    When the auth event "SESSION_EXPIRED" happens on "<path>"
    Then the user stays where they are

    Examples:
      | path          |
      | /login        |
      | /register     |
      | /verify-email |
      | /forgot-password |
      | /reset-password |
      | /waitlist     |
      | /pricing      |
      | /success      |

  @R-GUARD-21
  Scenario: A navigation error about auth forces a logout
    Then a navigation error "401 Unauthorized" forces a logout
    And a navigation error "Auth token missing" forces a logout
    And a navigation error "Chunk failed to load" does not force a logout

  @R-GUARD-22 @R-GUARD-23
  Scenario Outline: Where users go after login
    Then after login a "<role>" with redirect "<redirect>" goes to "<target>"

    Examples:
      | role          | redirect  | target           |
      | system_admin  | /agents   | /admin/dashboard |
      | support_admin |           | /admin/dashboard |
      | org_member    | /agents   | /agents          |
      | org_member    | /login    | /dashboard       |
      | org_owner     | /register | /dashboard       |
      | org_admin     |           | /dashboard       |
