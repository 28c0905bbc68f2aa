extension OpenAPIDocument {
    /// The document (OpenAPI 3.1, JSON).
    public static let json = #"""
{
  "openapi": "3.1.0",
  "info": {
    "title": "LockHarness reference server",
    "version": "1",
    "description": "The seeds' passcode API (/api, bearer token), seed 002's email password reset (/v1, snake_case, {\"detail\": ...} errors), and test mode (/test, only with --test-mode on loopback). In test mode the X-LockHarness-Sandbox header makes a request act on that sandbox's accounts, users, tokens, clock, faults and outbox; outside test mode the header is refused with 400. Paths are matched exactly: a trailing, doubled or empty slash is a 404 on every route. Every JSON body is refused with 400 when an object names a key twice. A connection beyond the server's cap gets 503, and one beyond its client's (IP address's) share of the cap gets 429, both before any request is read."
  },
  "servers": [
    {
      "url": "http://127.0.0.1:8080"
    }
  ],
  "security": [
    {
      "bearer": []
    }
  ],
  "tags": [
    {
      "name": "passcode"
    },
    {
      "name": "password-reset"
    },
    {
      "name": "test-mode"
    },
    {
      "name": "meta"
    }
  ],
  "paths": {
    "/api/auth/set-passcode": {
      "post": {
        "operationId": "setPasscode",
        "summary": "Set the passcode (seed 003).",
        "tags": [
          "passcode"
        ],
        "security": [
          {
            "bearer": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/Sandbox"
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MessageResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadInputTheMessageNamesTheFieldOrARefusa400"
          },
          "401": {
            "$ref": "#/components/responses/MissingOrUnknownBearerTokenOrInTestModeA401"
          },
          "413": {
            "$ref": "#/components/responses/BodyTooLarge413"
          },
          "503": {
            "$ref": "#/components/responses/InjectedFaultTestMode503"
          },
          "409": {
            "description": "A passcode exists: use change-passcode.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                }
              }
            }
          }
        },
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SetPasscodeRequest"
              }
            }
          }
        }
      }
    },
    "/api/auth/verify-passcode": {
      "post": {
        "operationId": "verifyPasscode",
        "summary": "Verify a passcode; hash and salt only when valid.",
        "tags": [
          "passcode"
        ],
        "security": [
          {
            "bearer": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/Sandbox"
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/VerifyPasscodeResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadInputTheMessageNamesTheFieldOrARefusa400"
          },
          "401": {
            "$ref": "#/components/responses/MissingOrUnknownBearerTokenOrInTestModeA401"
          },
          "413": {
            "$ref": "#/components/responses/BodyTooLarge413"
          },
          "503": {
            "$ref": "#/components/responses/InjectedFaultTestMode503"
          },
          "429": {
            "$ref": "#/components/responses/TooManyFailedAttempts429"
          }
        },
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/VerifyPasscodeRequest"
              }
            }
          }
        }
      }
    },
    "/api/auth/change-passcode": {
      "post": {
        "operationId": "changePasscode",
        "summary": "Change the passcode given the current one.",
        "tags": [
          "passcode"
        ],
        "security": [
          {
            "bearer": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/Sandbox"
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PasscodeHashResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadInputTheMessageNamesTheFieldOrARefusa400"
          },
          "401": {
            "$ref": "#/components/responses/MissingOrUnknownBearerTokenOrInTestModeA401"
          },
          "413": {
            "$ref": "#/components/responses/BodyTooLarge413"
          },
          "503": {
            "$ref": "#/components/responses/InjectedFaultTestMode503"
          },
          "403": {
            "description": "Wrong current passcode.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/TooManyFailedAttempts429"
          }
        },
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ChangePasscodeRequest"
              }
            }
          }
        }
      }
    },
    "/api/auth/reset-passcode-request": {
      "post": {
        "operationId": "requestPasscodeReset",
        "summary": "Email a six-digit reset code (same answer for every account).",
        "tags": [
          "passcode"
        ],
        "security": [
          {
            "bearer": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/Sandbox"
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MessageResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadInputTheMessageNamesTheFieldOrARefusa400"
          },
          "401": {
            "$ref": "#/components/responses/MissingOrUnknownBearerTokenOrInTestModeA401"
          },
          "413": {
            "$ref": "#/components/responses/BodyTooLarge413"
          },
          "503": {
            "$ref": "#/components/responses/InjectedFaultTestMode503"
          },
          "429": {
            "description": "Too many reset requests.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                }
              }
            },
            "headers": {
              "Retry-After": {
                "schema": {
                  "type": "string"
                },
                "description": "Seconds to wait."
              }
            }
          }
        },
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ResetPasscodeRequestBody"
              }
            }
          }
        }
      }
    },
    "/api/auth/reset-passcode": {
      "post": {
        "operationId": "resetPasscode",
        "summary": "Set a new passcode with the emailed code.",
        "tags": [
          "passcode"
        ],
        "security": [
          {
            "bearer": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/Sandbox"
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PasscodeHashResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadInputTheMessageNamesTheFieldOrARefusa400"
          },
          "401": {
            "$ref": "#/components/responses/MissingOrUnknownBearerTokenOrInTestModeA401"
          },
          "413": {
            "$ref": "#/components/responses/BodyTooLarge413"
          },
          "503": {
            "$ref": "#/components/responses/InjectedFaultTestMode503"
          },
          "429": {
            "description": "Too many wrong codes.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorBody"
                }
              }
            }
          }
        },
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ResetPasscodeRequest"
              }
            }
          }
        }
      }
    },
    "/api/user/passcode-timeout": {
      "put": {
        "operationId": "updatePasscodeTimeout",
        "summary": "Set the lock timeout in minutes.",
        "tags": [
          "passcode"
        ],
        "security": [
          {
            "bearer": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/Sandbox"
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PasscodeTimeoutResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadInputTheMessageNamesTheFieldOrARefusa400"
          },
          "401": {
            "$ref": "#/components/responses/MissingOrUnknownBearerTokenOrInTestModeA401"
          },
          "413": {
            "$ref": "#/components/responses/BodyTooLarge413"
          },
          "503": {
            "$ref": "#/components/responses/InjectedFaultTestMode503"
          },
          "403": {
            "$ref": "#/components/responses/CurrentPasscodeRequiredHardenedPolicy403"
          }
        },
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/PasscodeTimeoutRequest"
              }
            }
          }
        }
      }
    },
    "/api/auth/toggle-passcode-enabled": {
      "put": {
        "operationId": "togglePasscodeEnabled",
        "summary": "Turn the lock on or off.",
        "tags": [
          "passcode"
        ],
        "security": [
          {
            "bearer": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/Sandbox"
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TogglePasscodeResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadInputTheMessageNamesTheFieldOrARefusa400"
          },
          "401": {
            "$ref": "#/components/responses/MissingOrUnknownBearerTokenOrInTestModeA401"
          },
          "413": {
            "$ref": "#/components/responses/BodyTooLarge413"
          },
          "503": {
            "$ref": "#/components/responses/InjectedFaultTestMode503"
          },
          "403": {
            "$ref": "#/components/responses/CurrentPasscodeRequiredHardenedPolicy403"
          }
        },
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/TogglePasscodeRequest"
              }
            }
          }
        }
      }
    },
    "/api/auth/remove-passcode": {
      "post": {
        "operationId": "removePasscode",
        "summary": "Delete the passcode and turn the lock off (the seeds' removePasscode()); a new one can then be set. Under the hardened policy the current passcode is required as proof.",
        "tags": [
          "passcode"
        ],
        "security": [
          {
            "bearer": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/Sandbox"
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RemovePasscodeResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadInputTheMessageNamesTheFieldOrARefusa400"
          },
          "401": {
            "$ref": "#/components/responses/MissingOrUnknownBearerTokenOrInTestModeA401"
          },
          "403": {
            "$ref": "#/components/responses/CurrentPasscodeRequiredHardenedPolicy403"
          },
          "413": {
            "$ref": "#/components/responses/BodyTooLarge413"
          },
          "429": {
            "$ref": "#/components/responses/TooManyFailedAttempts429"
          },
          "503": {
            "$ref": "#/components/responses/InjectedFaultTestMode503"
          }
        },
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/RemovePasscodeRequest"
              }
            }
          }
        }
      }
    },
    "/api/auth/me": {
      "get": {
        "operationId": "getCurrentUser",
        "summary": "The signed-in user (seed 003 GetCurrentUserResponse).",
        "tags": [
          "passcode"
        ],
        "security": [
          {
            "bearer": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/Sandbox"
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GetCurrentUserResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadInputTheMessageNamesTheFieldOrARefusa400"
          },
          "401": {
            "$ref": "#/components/responses/MissingOrUnknownBearerTokenOrInTestModeA401"
          },
          "413": {
            "$ref": "#/components/responses/BodyTooLarge413"
          },
          "503": {
            "$ref": "#/components/responses/InjectedFaultTestMode503"
          }
        }
      }
    },
    "/v1/auth/forgot-password": {
      "post": {
        "operationId": "forgotPassword",
        "summary": "Email a reset link; the same answer for known and unknown addresses (seed 002).",
        "tags": [
          "password-reset"
        ],
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/Sandbox"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ForgotPasswordRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ForgotPasswordResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadInputNamingTheFieldOrARefusedTokenOrP400"
          },
          "404": {
            "$ref": "#/components/responses/UnknownSandboxTestMode404"
          },
          "413": {
            "$ref": "#/components/responses/BodyTooLarge413v2"
          },
          "503": {
            "$ref": "#/components/responses/InjectedFaultTestMode503v2"
          },
          "429": {
            "$ref": "#/components/responses/TooManyResetRequests429"
          }
        }
      }
    },
    "/v1/auth/verify-reset-token": {
      "post": {
        "operationId": "verifyResetToken",
        "summary": "Check a reset token without using it (expired: 200 with valid false).",
        "tags": [
          "password-reset"
        ],
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/Sandbox"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/VerifyResetTokenRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/VerifyResetTokenResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadInputNamingTheFieldOrARefusedTokenOrP400"
          },
          "404": {
            "$ref": "#/components/responses/UnknownSandboxTestMode404"
          },
          "413": {
            "$ref": "#/components/responses/BodyTooLarge413v2"
          },
          "503": {
            "$ref": "#/components/responses/InjectedFaultTestMode503v2"
          },
          "429": {
            "$ref": "#/components/responses/TooManyTokenGuesses429"
          }
        }
      }
    },
    "/v1/auth/reset-password": {
      "post": {
        "operationId": "resetPassword",
        "summary": "Set a new password with a reset token (single use).",
        "tags": [
          "password-reset"
        ],
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/Sandbox"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ResetPasswordRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ResetPasswordResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadInputNamingTheFieldOrARefusedTokenOrP400"
          },
          "404": {
            "$ref": "#/components/responses/UnknownSandboxTestMode404"
          },
          "413": {
            "$ref": "#/components/responses/BodyTooLarge413v2"
          },
          "503": {
            "$ref": "#/components/responses/InjectedFaultTestMode503v2"
          },
          "429": {
            "$ref": "#/components/responses/TooManyTokenGuesses429"
          }
        }
      }
    },
    "/v1/auth/login": {
      "post": {
        "operationId": "login",
        "summary": "Sign in with the account's password (the login screen the seeds show). 401 for an unknown address and a wrong password alike.",
        "tags": [
          "password-reset"
        ],
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/Sandbox"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/LoginRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/LoginResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadInputNamingTheFieldOrARefusedTokenOrP400"
          },
          "401": {
            "$ref": "#/components/responses/InvalidCredentials401"
          },
          "404": {
            "$ref": "#/components/responses/UnknownSandboxTestMode404"
          },
          "413": {
            "$ref": "#/components/responses/BodyTooLarge413v2"
          },
          "503": {
            "$ref": "#/components/responses/InjectedFaultTestMode503v2"
          }
        }
      }
    },
    "/test/status": {
      "get": {
        "operationId": "testStatus",
        "summary": "Proof of test mode (404 outside it).",
        "tags": [
          "test-mode"
        ],
        "security": [],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TestModeStatus"
                }
              }
            }
          }
        }
      }
    },
    "/test/sandboxes": {
      "post": {
        "operationId": "createSandbox",
        "summary": "A fresh isolated user and passcode account with its own token, clock, faults and outbox.",
        "tags": [
          "test-mode"
        ],
        "security": [],
        "responses": {
          "201": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CreateSandboxResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadInputTheMessageNamesTheField400"
          },
          "413": {
            "$ref": "#/components/responses/BodyTooLarge413"
          }
        },
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreateSandboxRequest"
              }
            }
          }
        }
      }
    },
    "/test/outbox": {
      "get": {
        "operationId": "testOutbox",
        "summary": "Mail sent in the scope: passcode reset codes and password-reset links.",
        "tags": [
          "test-mode"
        ],
        "security": [],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TestOutbox"
                }
              }
            }
          },
          "404": {
            "$ref": "#/components/responses/UnknownSandbox404"
          }
        },
        "parameters": [
          {
            "$ref": "#/components/parameters/Sandbox"
          }
        ]
      }
    },
    "/test/clock": {
      "put": {
        "operationId": "setTestClock",
        "summary": "Set the scope's wall clock.",
        "tags": [
          "test-mode"
        ],
        "security": [],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TestClockResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadInputTheMessageNamesTheField400"
          },
          "404": {
            "$ref": "#/components/responses/UnknownSandbox404"
          },
          "413": {
            "$ref": "#/components/responses/BodyTooLarge413"
          }
        },
        "parameters": [
          {
            "$ref": "#/components/parameters/Sandbox"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SetTestClockRequest"
              }
            }
          }
        }
      }
    },
    "/test/clock/advance": {
      "post": {
        "operationId": "advanceTestClock",
        "summary": "Move the scope's wall clock forward.",
        "tags": [
          "test-mode"
        ],
        "security": [],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TestClockResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadInputTheMessageNamesTheField400"
          },
          "404": {
            "$ref": "#/components/responses/UnknownSandbox404"
          },
          "413": {
            "$ref": "#/components/responses/BodyTooLarge413"
          }
        },
        "parameters": [
          {
            "$ref": "#/components/parameters/Sandbox"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdvanceTestClockRequest"
              }
            }
          }
        }
      }
    },
    "/test/faults": {
      "post": {
        "operationId": "injectFault",
        "summary": "Make the next `count` calls to a seed route misbehave.",
        "tags": [
          "test-mode"
        ],
        "security": [],
        "responses": {
          "201": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/InjectFaultResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadInputTheMessageNamesTheField400"
          },
          "404": {
            "$ref": "#/components/responses/UnknownSandbox404"
          },
          "413": {
            "$ref": "#/components/responses/BodyTooLarge413"
          }
        },
        "parameters": [
          {
            "$ref": "#/components/parameters/Sandbox"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/InjectFaultRequest"
              }
            }
          }
        }
      },
      "delete": {
        "operationId": "clearFaults",
        "summary": "Remove the scope's faults (all, or one route's).",
        "tags": [
          "test-mode"
        ],
        "security": [],
        "responses": {
          "204": {
            "description": "Done."
          },
          "404": {
            "$ref": "#/components/responses/UnknownSandbox404"
          }
        },
        "parameters": [
          {
            "$ref": "#/components/parameters/Sandbox"
          },
          {
            "name": "route",
            "in": "query",
            "required": false,
            "schema": {
              "type": "string"
            }
          }
        ]
      }
    },
    "/openapi.json": {
      "get": {
        "operationId": "openAPIDocument",
        "summary": "This document.",
        "tags": [
          "meta"
        ],
        "security": [],
        "responses": {
          "200": {
            "description": "The OpenAPI 3.1 document.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object"
                }
              }
            }
          }
        }
      }
    }
  },
  "components": {
    "schemas": {
      "ErrorBody": {
        "type": "object",
        "properties": {
          "error": {
            "type": "string"
          }
        },
        "required": [
          "error"
        ],
        "description": "Every error on /api and /test routes."
      },
      "DetailError": {
        "type": "object",
        "properties": {
          "detail": {
            "type": "string"
          },
          "valid": {
            "type": "boolean",
            "const": false
          }
        },
        "required": [
          "detail"
        ],
        "description": "Every error on /v1 routes (seed 002's PasswordResetService reads `detail`). An unknown, used or revoked token on reset-password adds `\"valid\": false` so the seed's [String: String] decoding falls back to its invalid-token error."
      },
      "SetPasscodeRequest": {
        "type": "object",
        "properties": {
          "passcode": {
            "type": "string",
            "minLength": 6,
            "maxLength": 6,
            "pattern": "^[0-9]{6}$",
            "description": "Exactly six ASCII digits."
          }
        },
        "required": [
          "passcode"
        ]
      },
      "MessageResponse": {
        "type": "object",
        "properties": {
          "message": {
            "type": "string"
          }
        },
        "required": [
          "message"
        ]
      },
      "VerifyPasscodeRequest": {
        "type": "object",
        "properties": {
          "passcode": {
            "type": "string",
            "description": "The passcode as typed (a wrong or malformed one is a failed guess)."
          }
        },
        "required": [
          "passcode"
        ]
      },
      "VerifyPasscodeResponse": {
        "type": "object",
        "properties": {
          "valid": {
            "type": "boolean"
          },
          "passcodeHash": {
            "type": [
              "string",
              "null"
            ]
          },
          "passcodeSalt": {
            "type": [
              "string",
              "null"
            ]
          }
        },
        "required": [
          "valid"
        ]
      },
      "ChangePasscodeRequest": {
        "type": "object",
        "properties": {
          "currentPasscode": {
            "type": "string",
            "description": "The passcode as typed (a wrong or malformed one is a failed guess)."
          },
          "newPasscode": {
            "type": "string",
            "minLength": 6,
            "maxLength": 6,
            "pattern": "^[0-9]{6}$",
            "description": "Exactly six ASCII digits."
          }
        },
        "required": [
          "currentPasscode",
          "newPasscode"
        ]
      },
      "PasscodeHashResponse": {
        "type": "object",
        "properties": {
          "message": {
            "type": "string"
          },
          "passcodeHash": {
            "type": [
              "string",
              "null"
            ]
          },
          "passcodeSalt": {
            "type": [
              "string",
              "null"
            ]
          }
        },
        "required": [
          "message"
        ]
      },
      "ResetPasscodeRequestBody": {
        "type": "object",
        "description": "Empty object (or no body)."
      },
      "ResetPasscodeRequest": {
        "type": "object",
        "properties": {
          "code": {
            "type": "string"
          },
          "newPasscode": {
            "type": "string",
            "minLength": 6,
            "maxLength": 6,
            "pattern": "^[0-9]{6}$",
            "description": "Exactly six ASCII digits."
          }
        },
        "required": [
          "code",
          "newPasscode"
        ]
      },
      "PasscodeTimeoutRequest": {
        "type": "object",
        "properties": {
          "minutes": {
            "type": "integer",
            "minimum": 0,
            "maximum": 1440
          }
        },
        "required": [
          "minutes"
        ]
      },
      "PasscodeTimeoutResponse": {
        "type": "object",
        "properties": {
          "passcodeTimeoutMinutes": {
            "type": "integer"
          }
        },
        "required": [
          "passcodeTimeoutMinutes"
        ]
      },
      "RemovePasscodeRequest": {
        "type": "object",
        "properties": {
          "currentPasscode": {
            "type": "string"
          }
        }
      },
      "RemovePasscodeResponse": {
        "type": "object",
        "properties": {
          "message": {
            "type": "string"
          }
        },
        "required": [
          "message"
        ]
      },
      "TogglePasscodeRequest": {
        "type": "object",
        "properties": {
          "enabled": {
            "type": "boolean"
          }
        },
        "required": [
          "enabled"
        ]
      },
      "TogglePasscodeResponse": {
        "type": "object",
        "properties": {
          "passcodeEnabled": {
            "type": "boolean"
          }
        },
        "required": [
          "passcodeEnabled"
        ]
      },
      "User": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "email": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "companyId": {
            "type": "string"
          }
        },
        "required": [
          "id",
          "email",
          "name",
          "companyId"
        ]
      },
      "Company": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "name": {
            "type": "string"
          }
        },
        "required": [
          "id",
          "name"
        ]
      },
      "GetCurrentUserResponse": {
        "type": "object",
        "properties": {
          "user": {
            "$ref": "#/components/schemas/User"
          },
          "company": {
            "$ref": "#/components/schemas/Company"
          },
          "hasPassword": {
            "type": "boolean"
          },
          "hasPasscode": {
            "type": "boolean"
          },
          "passcodeEnabled": {
            "type": "boolean"
          },
          "passcodeTimeoutMinutes": {
            "type": [
              "integer",
              "null"
            ]
          }
        },
        "required": [
          "user",
          "company",
          "hasPassword",
          "hasPasscode",
          "passcodeEnabled"
        ],
        "description": "Seed 003's GetCurrentUserResponse; CurrentUserPasscodeState decodes the passcode subset."
      },
      "ForgotPasswordRequest": {
        "type": "object",
        "properties": {
          "email": {
            "type": "string",
            "maxLength": 254,
            "pattern": "^[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}$",
            "description": "Seed 002's email check (whole string)."
          }
        },
        "required": [
          "email"
        ],
        "additionalProperties": false
      },
      "ForgotPasswordResponse": {
        "type": "object",
        "properties": {
          "message": {
            "type": "string"
          }
        },
        "required": [
          "message"
        ]
      },
      "VerifyResetTokenRequest": {
        "type": "object",
        "properties": {
          "token": {
            "type": "string"
          }
        },
        "required": [
          "token"
        ],
        "additionalProperties": false
      },
      "VerifyResetTokenResponse": {
        "type": "object",
        "properties": {
          "valid": {
            "type": "boolean"
          },
          "message": {
            "type": "string"
          },
          "expires_at": {
            "type": "string"
          },
          "user_email": {
            "type": "string"
          }
        },
        "required": [
          "valid",
          "message"
        ]
      },
      "LoginRequest": {
        "type": "object",
        "properties": {
          "email": {
            "type": "string"
          },
          "password": {
            "type": "string"
          }
        },
        "required": [
          "email",
          "password"
        ],
        "additionalProperties": false
      },
      "LoginResponse": {
        "type": "object",
        "properties": {
          "message": {
            "type": "string"
          },
          "user_id": {
            "type": "string"
          }
        },
        "required": [
          "message",
          "user_id"
        ]
      },
      "ResetPasswordRequest": {
        "type": "object",
        "properties": {
          "token": {
            "type": "string"
          },
          "new_password": {
            "type": "string"
          }
        },
        "required": [
          "token",
          "new_password"
        ],
        "additionalProperties": false
      },
      "ResetPasswordResponse": {
        "type": "object",
        "properties": {
          "message": {
            "type": "string"
          },
          "user_id": {
            "type": "string"
          }
        },
        "required": [
          "message"
        ]
      },
      "TestModeStatus": {
        "type": "object",
        "properties": {
          "test_mode": {
            "type": "boolean"
          },
          "version": {
            "type": "string"
          }
        },
        "required": [
          "test_mode",
          "version"
        ]
      },
      "CreateSandboxRequest": {
        "type": "object",
        "properties": {
          "email": {
            "type": "string",
            "maxLength": 254,
            "pattern": "^[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}$",
            "description": "Seed 002's email check (whole string)."
          },
          "password": {
            "type": "string",
            "minLength": 1,
            "maxLength": 256
          },
          "now": {
            "type": [
              "number",
              "null"
            ],
            "minimum": 0,
            "maximum": 32503680000
          },
          "passcode": {
            "type": [
              "string",
              "null"
            ],
            "minLength": 6,
            "maxLength": 6,
            "pattern": "^[0-9]{6}$",
            "description": "Exactly six ASCII digits."
          },
          "passcode_enabled": {
            "type": [
              "boolean",
              "null"
            ]
          },
          "policy": {
            "type": [
              "string",
              "null"
            ],
            "enum": [
              "seed",
              "hardened",
              null
            ],
            "description": "The sandbox's passcode request policy (default: the server's)."
          },
          "timeout_minutes": {
            "type": [
              "integer",
              "null"
            ],
            "minimum": 0,
            "maximum": 1440
          }
        },
        "required": [
          "email",
          "password"
        ],
        "additionalProperties": false,
        "description": "`passcode_enabled: true` needs `passcode`.",
        "if": {
          "properties": {
            "passcode_enabled": {
              "const": true
            }
          },
          "required": [
            "passcode_enabled"
          ]
        },
        "then": {
          "properties": {
            "passcode": {
              "type": "string"
            }
          },
          "required": [
            "passcode"
          ]
        }
      },
      "CreateSandboxResponse": {
        "type": "object",
        "properties": {
          "sandbox": {
            "type": "string"
          },
          "token": {
            "type": "string"
          },
          "user_id": {
            "type": "string"
          }
        },
        "required": [
          "sandbox",
          "token",
          "user_id"
        ]
      },
      "TestOutboxMessage": {
        "type": "object",
        "properties": {
          "to": {
            "type": "string"
          },
          "kind": {
            "type": "string",
            "enum": [
              "passcode-reset-code",
              "password-reset-link"
            ]
          },
          "code": {
            "type": "string"
          },
          "link": {
            "type": "string"
          },
          "sent_at": {
            "type": "number"
          }
        },
        "required": [
          "to",
          "kind",
          "sent_at"
        ]
      },
      "TestOutbox": {
        "type": "object",
        "properties": {
          "messages": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/TestOutboxMessage"
            }
          }
        },
        "required": [
          "messages"
        ]
      },
      "SetTestClockRequest": {
        "type": "object",
        "properties": {
          "now": {
            "type": "number",
            "minimum": 0,
            "maximum": 32503680000
          }
        },
        "required": [
          "now"
        ],
        "additionalProperties": false
      },
      "AdvanceTestClockRequest": {
        "type": "object",
        "properties": {
          "seconds": {
            "type": "number",
            "minimum": 0,
            "maximum": 315360000
          }
        },
        "required": [
          "seconds"
        ],
        "additionalProperties": false
      },
      "TestClockResponse": {
        "type": "object",
        "properties": {
          "now": {
            "type": "number"
          }
        },
        "required": [
          "now"
        ]
      },
      "InjectFaultRequest": {
        "type": "object",
        "properties": {
          "route": {
            "type": "string",
            "description": "A path of the seeds' API, e.g. /api/auth/verify-passcode."
          },
          "kind": {
            "type": "string",
            "enum": [
              "status",
              "unavailable",
              "reset",
              "hang",
              "malformed-json",
              "latency"
            ]
          },
          "count": {
            "type": [
              "integer",
              "null"
            ],
            "minimum": 1,
            "maximum": 1000
          },
          "status": {
            "type": [
              "integer",
              "null"
            ],
            "minimum": 400,
            "maximum": 599
          },
          "message": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 1000
          },
          "retry_after_seconds": {
            "type": [
              "integer",
              "null"
            ],
            "minimum": 0,
            "maximum": 86400
          },
          "latency_ms": {
            "type": [
              "integer",
              "null"
            ],
            "minimum": 0,
            "maximum": 60000
          }
        },
        "required": [
          "route",
          "kind"
        ],
        "additionalProperties": false,
        "description": "`latency` needs `latency_ms`.",
        "if": {
          "properties": {
            "kind": {
              "const": "latency"
            }
          },
          "required": [
            "kind"
          ]
        },
        "then": {
          "properties": {
            "latency_ms": {
              "type": "integer"
            }
          },
          "required": [
            "latency_ms"
          ]
        }
      },
      "InjectFaultResponse": {
        "type": "object",
        "properties": {
          "route": {
            "type": "string"
          },
          "queued": {
            "type": "integer"
          }
        },
        "required": [
          "route",
          "queued"
        ]
      }
    },
    "securitySchemes": {
      "bearer": {
        "type": "http",
        "scheme": "bearer",
        "description": "lockharness-dev-token for account dev; a sandbox's token with its X-LockHarness-Sandbox header."
      }
    },
    "parameters": {
      "Sandbox": {
        "name": "X-LockHarness-Sandbox",
        "in": "header",
        "required": false,
        "description": "Test mode: the sandbox the request acts on (from POST /test/sandboxes). Refused (400) outside test mode.",
        "schema": {
          "type": "string",
          "pattern": "^[0-9a-f]{24}$"
        }
      }
    },
    "responses": {
      "BadInputTheMessageNamesTheFieldOrARefusa400": {
        "description": "Bad input (the message names the field), or a refusal by the rules.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            }
          }
        }
      },
      "MissingOrUnknownBearerTokenOrInTestModeA401": {
        "description": "Missing or unknown bearer token (or, in test mode, an unknown sandbox).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            }
          }
        },
        "headers": {
          "WWW-Authenticate": {
            "schema": {
              "type": "string"
            }
          }
        }
      },
      "BodyTooLarge413": {
        "description": "Body too large.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            }
          }
        }
      },
      "InjectedFaultTestMode503": {
        "description": "Injected fault (test mode).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            }
          }
        },
        "headers": {
          "Retry-After": {
            "schema": {
              "type": "string"
            },
            "description": "Seconds to wait."
          }
        }
      },
      "TooManyFailedAttempts429": {
        "description": "Too many failed attempts.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            }
          }
        }
      },
      "CurrentPasscodeRequiredHardenedPolicy403": {
        "description": "Current passcode required (hardened policy).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            }
          }
        }
      },
      "BadInputNamingTheFieldOrARefusedTokenOrP400": {
        "description": "Bad input (naming the field), or a refused token or password.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/DetailError"
            }
          }
        }
      },
      "InvalidCredentials401": {
        "description": "Unknown address or wrong password (one answer for both).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/DetailError"
            }
          }
        }
      },
      "UnknownSandboxTestMode404": {
        "description": "Unknown sandbox (test mode).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/DetailError"
            }
          }
        }
      },
      "BodyTooLarge413v2": {
        "description": "Body too large.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/DetailError"
            }
          }
        }
      },
      "InjectedFaultTestMode503v2": {
        "description": "Injected fault (test mode).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/DetailError"
            }
          }
        },
        "headers": {
          "Retry-After": {
            "schema": {
              "type": "string"
            },
            "description": "Seconds to wait."
          }
        }
      },
      "BadInputTheMessageNamesTheField400": {
        "description": "Bad input (the message names the field).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            }
          }
        }
      },
      "TooManyResetRequests429": {
        "description": "Too many forgot-password requests for this address or from this client (the same answer for known and unknown addresses).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/DetailError"
            }
          }
        },
        "headers": {
          "Retry-After": {
            "schema": {
              "type": "string"
            },
            "description": "Seconds until the window closes."
          }
        }
      },
      "TooManyTokenGuesses429": {
        "description": "Too many unknown, used or revoked reset tokens from this client.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/DetailError"
            }
          }
        },
        "headers": {
          "Retry-After": {
            "schema": {
              "type": "string"
            },
            "description": "Seconds until the window closes."
          }
        }
      },
      "UnknownSandbox404": {
        "description": "Unknown sandbox.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            }
          }
        }
      }
    }
  }
}
"""#
}
