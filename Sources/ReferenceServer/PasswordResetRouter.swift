import Foundation
import HTTPTypes
import Hummingbird
import LockFlows

/// Seed 002's routes (`PasswordResetRoutes`, LockFlows), registered generically, each: read the body strictly (the
/// route's `decodeInput(from:)`, after ``JSONBody``'s checks on the bytes), carry the route out through
/// ``PasswordResetAccounts`` (which counts the limits by the request's client), encode the answer. Every error is
/// `{"detail": "..."}` (``DetailError``).
///
/// A route whose answer is decided before its work (forgot-password: the same for every address) answers at a fixed
/// time after the request arrived (``PasswordResetAccounts/forgotPasswordAnswerTime``), its work (a token stored and
/// an email sent for a known address, nothing for an unknown one) running meanwhile off the request path.
struct PasswordResetRouter: Sendable {
    let accounts: PasswordResetAccounts
    let body: JSONBody

    func register(on router: Router<ReferenceRequestContext>) {
        for route in PasswordResetRoutes.all { register(opening: route, on: router) }
    }

    private func register(opening route: some PasswordResetRouteDescribing, on router: Router<ReferenceRequestContext>)
    {
        register(route.typed, on: router)
    }

    private func register<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasswordResetRoute<Input, Output>, on router: Router<ReferenceRequestContext>
    ) {
        let accounts = accounts
        let body = body
        let handler: @Sendable (Request, ReferenceRequestContext) async throws -> Response = { request, context in
            do {
                return try await Self.answer(
                    route, request: request, client: context.client, accounts: accounts, body: body)
            } catch let error as PasscodeServerError {
                throw DetailError(error)
            }
        }
        let path = RouterPath(route.endpoint.path)
        switch route.endpoint.method {
        case .post: router.post(path, use: handler)
        case .put: router.put(path, use: handler)
        case .get: router.get(path, use: handler)
        }
    }

    static func answer<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasswordResetRoute<Input, Output>, request: Request, client: String, accounts: PasswordResetAccounts,
        body: JSONBody
    ) async throws -> Response {
        let arrival = ContinuousClock.now
        let input: Input
        if !route.sendsBody, let absent = route.absentBody {
            input = absent
        } else {
            let data = try await body.bytes(of: request)
            try body.check(data, of: request)
            input = try route.decodeInput(from: data).mapError(DetailError.init).get()
        }
        let answered = AnswerSent()
        let answer = try await accounts.apply(route, input, client: client, answered: answered)
        guard answer.beforeWork else { return try JSONBody.response(answer.output) }
        let answerTime = accounts.forgotPasswordAnswerTime
        guard answerTime > .zero else {
            // The work starts once this answer is written, so it cannot slow it (issue 27).
            return try JSONBody.response(answer.output, then: answered)
        }
        // A fixed-time answer (issue 38): the work (a token stored and an email sent for a known address, nothing
        // for an unknown one) starts now off the request path, and the answer leaves at the deadline, so neither
        // the work nor the load it meets shows in the answer's time. Work left after an answer weighed on the next
        // requests, under load too: known/unknown 1.11-1.25 in 10 of 11 runs.
        answered.fire()
        try? await Task.sleep(until: arrival + answerTime, clock: .continuous)
        return try JSONBody.response(answer.output)
    }
}
