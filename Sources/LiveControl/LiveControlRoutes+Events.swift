import Foundation
import HTTPTypes
import HarnessLive
import Hummingbird
import NIOCore

extension LiveControlRoutes {
    /// One frame written to an event stream.
    enum Frame: Sendable {
        case event(LiveEvent)
        case heartbeat
    }

    /// `text/event-stream`: the backlog, then live events, with a `: keep-alive` comment every `heartbeat`. A
    /// client that goes away ends only its own stream (the write fails, the subscription is dropped). A client too
    /// slow for its bounded buffers is sent a `gap` event naming the ids it missed, then the current state.
    static func eventStream(controller: LiveController, lastEventID: Int?, heartbeat: Duration) async -> Response {
        let subscription = await controller.subscribe(after: lastEventID)
        let (frames, sink) = AsyncStream.makeStream(of: Frame.self, bufferingPolicy: .bufferingNewest(2_000))
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
                // The backlog as the controller made it (it may open with a gap notice and a fresh state), then
                // live events, checked for ids dropped on the way.
                var continuity = EventStreamContinuity()
                for event in subscription.backlog {
                    try await writer.write(ByteBuffer(string: event.wireText))
                    continuity.sent(event.id)
                }
                for await frame in frames {
                    switch frame {
                    case .event(let event):
                        switch continuity.admit(event.id) {
                        case .skip:
                            continue
                        case .gap(let missed):
                            // This client's buffers overflowed: say so, then start it again from the current state.
                            let state = await controller.stateEvent()
                            try await writer.write(ByteBuffer(string: LiveEvent.gap(missed).wireText + state.wireText))
                            continuity.sent(state.id)
                            if event.id > state.id {
                                try await writer.write(ByteBuffer(string: event.wireText))
                                continuity.sent(event.id)
                            }
                        case .send:
                            try await writer.write(ByteBuffer(string: event.wireText))
                            continuity.sent(event.id)
                        }
                    case .heartbeat:
                        try await writer.write(ByteBuffer(string: ": keep-alive\n\n"))
                    }
                }
                try await writer.finish(nil)
            })
    }
}
