import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

extension LiveControlRoutes {
    /// One frame written to an event stream.
    enum Frame: Sendable {
        case event(LiveEvent)
        case heartbeat
    }

    /// `text/event-stream`: the backlog, then live events, with a `: keep-alive` comment every `heartbeat`. A
    /// client that goes away ends only its own stream (the write fails, the subscription is dropped).
    static func eventStream(controller: LiveController, lastEventID: Int?, heartbeat: Duration) async -> Response {
        let subscription = await controller.subscribe(after: lastEventID)
        let (frames, sink) = AsyncStream.makeStream(of: Frame.self, bufferingPolicy: .bufferingNewest(2_000))
        for event in subscription.backlog { sink.yield(.event(event)) }
        let forward = Task {
            for await event in subscription.live { sink.yield(.event(event)) }
            sink.finish()
        }
        let beat = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: heartbeat)
                if Task.isCancelled { break }
                sink.yield(.heartbeat)
            }
        }
        let id = subscription.id
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
            body: .init { writer in
                defer {
                    forward.cancel()
                    beat.cancel()
                    Task { await controller.unsubscribe(id) }
                }
                try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
                for await frame in frames {
                    switch frame {
                    case .event(let event): try await writer.write(ByteBuffer(string: event.wireText))
                    case .heartbeat: try await writer.write(ByteBuffer(string: ": keep-alive\n\n"))
                    }
                }
                try await writer.finish(nil)
            })
    }
}
