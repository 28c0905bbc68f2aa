// Checks that the app's unchanged imports reached LockHarness's shims beside the team's own targets of those names.
import Foundation
import LockApp
import LockAppHarness
import OSLog
import TeamSupport
import UIKit

var problems: [String] = []
let status = TokenStore.save("token-1")
if status != 0 { problems.append("SecItemAdd answered \(status), not errSecSuccess") }
logThroughTeamWrapper("hello")
let messages = SimulatedLogStore.entries.map(\.message)
if !messages.contains("saved a token: 0") { problems.append("the app's Logger did not reach the shim: \(messages)") }
if !messages.contains("team: hello") { problems.append("the team's wrapper did not reach the shim: \(messages)") }
let phase = await MainActor.run { TokenStore.phase }
if phase != .active { problems.append("UIApplication's state is not active") }
if LockAppAdapter.declaration.fields != ["screen"] { problems.append("the adapter's declaration changed") }
if problems.isEmpty {
    print("own-names-check: the app's OSLog, Security, UIKit, SwiftUI and CryptoKit imports reached the shims")
} else {
    for problem in problems { print("own-names-check: \(problem)") }
    exit(1)
}
