import Foundation
import TestingUtils
@testable import NetworkClient

/// A `next` for calling a middleware's `intercept` directly: it records every request it gets
/// and answers the n-th call with the n-th outcome (the last one repeats).
final class ScriptedNext: Sendable {
    enum Outcome: Sendable {
        case response(HTTPResponse)
        case failure(any Error)
    }

    let requests = Recorder<HTTPRequest>()
    private let outcomes: [Outcome]

    init(_ outcomes: [Outcome]) {
        precondition(!outcomes.isEmpty)
        self.outcomes = outcomes
    }

    convenience init(statuses: [Int], headers: HTTPHeaders = [:]) {
        self.init(statuses.map { .response(HTTPResponse(statusCode: $0, headers: headers)) })
    }

    var callCount: Int { requests.count }

    var next: HTTPNext {
        { [self] request in
            let index = requests.count
            requests.append(request)
            switch outcomes[min(index, outcomes.count - 1)] {
            case .response(let response): return response
            case .failure(let error): throw error
            }
        }
    }
}

extension URL {
    /// Builds a URL from a literal known to be valid in a test.
    static func test(_ string: String) -> URL {
        guard let url = URL(string: string) else { fatalError("bad test URL \(string)") }
        return url
    }
}
