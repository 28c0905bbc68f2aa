import HarnessLanguage
import LockCore

/// The cases a run selects (`--case`, `--shard`), as compact index lists per plan: 4 bytes a case when a subset
/// is chosen, nothing when a plan runs whole. Numbered 0..<count in file and expansion order.
public struct ScenarioRunSelection: Sendable {
    /// The plans, in file order.
    public let plans: [ScenarioCasePlan]
    /// Per plan, the chosen case indices in order; `nil` runs every case.
    private let chosen: [[Int32]?]
    /// Per plan, the number of selected cases before it.
    private let starts: [Int]
    /// How many cases are selected.
    public let count: Int

    /// Selects from `plans` the cases named in `caseIDs` (all when empty) that fall in `shard` (all when `nil`).
    ///
    /// - Throws: ``ScenarioError`` for an id no plan has, with the closest id as a suggestion.
    public init(plans: [ScenarioCasePlan], caseIDs: [String], shard: ScenarioShard?) throws(ScenarioError) {
        let wanted = Set(caseIDs)
        var chosen: [[Int32]?] = []
        var found: Set<String> = []
        for plan in plans {
            if wanted.isEmpty && shard == nil {
                chosen.append(nil)
                continue
            }
            var indices: [Int32] = []
            for index in 0..<plan.count {
                let id = try plan.id(at: index)
                if !wanted.isEmpty {
                    guard wanted.contains(id) else { continue }
                    found.insert(id)
                }
                if let shard, !shard.contains(caseID: id, scenario: plan.scenarioName) { continue }
                indices.append(Int32(index))
            }
            chosen.append(indices)
        }
        for id in caseIDs where !found.contains(id) {
            let all = plans.flatMap(\.ids)
            throw ScenarioError(.unknownCase(id, suggestion: NameSuggestion.closest(to: id, among: all)))
        }
        // A case asked for by id that the shard leaves out: say which shard has it, not "0 cases".
        if let shard {
            for id in Set(caseIDs) {
                let holders = plans.filter { $0.ids.contains(id) }
                guard let plan = holders.first,
                    !holders.contains(where: { shard.contains(caseID: id, scenario: $0.scenarioName) })
                else { continue }
                let home = ScenarioShard.shardNumber(caseID: id, scenario: plan.scenarioName, count: shard.count)
                throw ScenarioError(
                    .other(
                        "--case \(id) is in shard \(home)/\(shard.count), not in --shard \(shard); drop --shard, or "
                            + "pass --shard \(home)/\(shard.count)"))
            }
        }
        var starts: [Int] = []
        var total = 0
        for (plan, indices) in zip(plans, chosen) {
            starts.append(total)
            total += indices?.count ?? plan.count
        }
        self.plans = plans
        self.chosen = chosen
        self.starts = starts
        self.count = total
    }

    /// The plan and case index of selected case `number`.
    public subscript(number: Int) -> (plan: ScenarioCasePlan, index: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= number { low = middle } else { high = middle - 1 }
        }
        let offset = number - starts[low]
        return (plans[low], chosen[low].map { Int($0[offset]) } ?? offset)
    }

    /// Builds selected case `number`, or the errored result of a row whose values do not fit the template.
    public func makeCase(_ number: Int) -> PlannedCase {
        let (plan, index) = self[number]
        do throws(ScenarioError) {
            return .ready(try plan.makeCase(index))
        } catch {
            let id = (try? plan.id(at: index)) ?? "case-\(index + 1)"
            return .unbuildable(CaseResult(caseID: id, file: plan.file, outcome: .errored, failure: CaseFailure(error)))
        }
    }
}
