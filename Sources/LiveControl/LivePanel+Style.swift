extension LivePanel {
    /// The page's CSS: a phone drawn the way the seeds draw their screens, controls beside it.
    static let style: String = #"""
        :root { --accent: #007aff; --red: #ff3b30; --gray4: #d1d1d6; --gray5: #e5e5ea; --gray6: #f2f2f7;
          --text: #1c1c1e; --secondary: #6c6c70; font-family: -apple-system, "Segoe UI", Roboto, sans-serif; }
        * { box-sizing: border-box; }
        body { margin: 0; background: #eceff3; color: var(--text); }
        header.bar { display: flex; gap: 1rem; align-items: center; padding: .5rem 1rem; background: #1c1c1e;
          color: #fff; font-size: .9rem; flex-wrap: wrap; }
        header.bar h1 { font-size: 1rem; margin: 0; }
        #connection[data-status="live"] { color: #30d158; }
        #connection[data-status="down"] { color: #ff9f0a; }
        #connection[data-status="paused"] { color: #a1a1a6; }
        main { display: grid; grid-template-columns: 360px 1fr; gap: 1rem; padding: 1rem; align-items: start; }
        .phone { width: 340px; height: 700px; border-radius: 44px; background: #111; padding: 14px; position: relative; }
        .screen { width: 100%; height: 100%; border-radius: 32px; background: #fff; overflow: hidden;
          position: relative; display: flex; flex-direction: column; align-items: center; padding: 26px 16px 12px; }
        .status-line { width: 100%; display: flex; justify-content: space-between; font-size: .7rem;
          color: var(--secondary); margin-bottom: .4rem; }
        .lock-icon { color: var(--accent); margin-top: .6rem; flex: none; }
        #title { font-size: 1.35rem; font-weight: 600; margin: .7rem 0 .9rem; text-align: center; }
        #dots { display: flex; gap: 16px; margin: .4rem 0; }
        .dot { width: 14px; height: 14px; border-radius: 50%; background: var(--gray4); }
        .dot.filled { background: var(--accent); }
        #dots.shake { animation: shake .45s ease-in-out; }
        @keyframes shake { 0%, 100% { transform: translateX(0); } 20% { transform: translateX(-10px); }
          40% { transform: translateX(10px); } 60% { transform: translateX(-8px); } 80% { transform: translateX(8px); } }
        #error { color: var(--red); font-size: .8rem; min-height: 1.1em; margin: .4rem 0; text-align: center; }
        #pad { display: grid; grid-template-columns: repeat(3, 72px); gap: 12px 20px; margin: .5rem 0; }
        #pad button, #pad .blank { width: 72px; height: 72px; border-radius: 50%; border: 0; font-size: 28px;
          font-weight: 500; background: var(--gray5); color: var(--text); cursor: pointer; }
        #pad .blank { background: transparent; }
        #pad #pad-delete { background: transparent; font-size: 22px; }
        #pad button:active { background: var(--gray4); }
        #pad.loading { opacity: .35; }
        .link { background: none; border: 0; color: var(--accent); font-size: .85rem; cursor: pointer; padding: .3rem; }
        .link.secondary { color: var(--secondary); }
        #biometric-button { border: 0; background: none; color: var(--accent); font-size: .95rem; cursor: pointer;
          padding: .4rem .8rem; border-radius: 12px; }
        #biometric-button::before { content: "\25CE  "; font-size: 1.4rem; vertical-align: middle; }
        .view { width: 100%; display: flex; flex-direction: column; align-items: center; }
        .list { width: 100%; background: var(--gray6); border-radius: 12px; padding: .3rem .8rem; margin: .5rem 0; }
        .list h3 { font-size: .7rem; text-transform: uppercase; color: var(--secondary); margin: .5rem 0 .2rem; }
        .row { display: flex; justify-content: space-between; align-items: center; padding: .45rem 0; gap: .5rem; }
        .row small { display: block; color: var(--secondary); font-size: .72rem; }
        button.switch { width: 51px; height: 31px; border-radius: 16px; border: 0; background: var(--gray4);
          position: relative; cursor: pointer; flex: none; }
        button.switch::after { content: ""; position: absolute; top: 2px; left: 2px; width: 27px; height: 27px;
          border-radius: 50%; background: #fff; transition: left .15s; }
        button.switch[aria-checked="true"] { background: #34c759; }
        button.switch[aria-checked="true"]::after { left: 22px; }
        .overlay { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; }
        #alert { background: rgba(0, 0, 0, .35); }
        .alert-box { width: 270px; background: #f9f9f9; border-radius: 14px; text-align: center; overflow: hidden; }
        .alert-box h2 { font-size: 1rem; margin: 1rem .8rem .3rem; }
        .alert-box p { font-size: .8rem; margin: 0 .8rem 1rem; }
        #alert-buttons button { display: block; width: 100%; border: 0; border-top: 1px solid var(--gray4);
          background: none; padding: .7rem; font-size: 1rem; color: var(--accent); cursor: pointer; }
        #alert-buttons button.destructive { color: var(--red); }
        /* The system prompt sits over the title, never over the pad: the keys stay visible and clickable (the
           session decides what a tap does while a prompt is up). */
        #prompt-overlay { align-items: flex-start; padding-top: 56px; pointer-events: none; }
        .prompt-box { background: rgba(250, 250, 250, .97); border-radius: 18px; padding: .6rem 1.2rem; text-align: center;
          box-shadow: 0 2px 14px rgba(0, 0, 0, .25); max-width: 260px; pointer-events: auto; }
        .prompt-box small { display: block; color: var(--secondary); font-size: .72rem; margin-top: .2rem; }
        #cover { background: linear-gradient(160deg, #3a3a3c, #1c1c1e); color: #fff; font-size: 1.1rem; }
        /* Two columns beside the phone: the controls, and what happened (step field, event log, state), so the
           log and the state start within the first screen at 1400x1000. */
        .panels { display: grid; grid-template-columns: minmax(300px, 1fr) minmax(320px, 1fr); gap: 1rem; align-items: start; }
        .column { display: flex; flex-direction: column; gap: 1rem; min-width: 0; }
        section.panel { background: #fff; border-radius: 12px; padding: .7rem .9rem; }
        section.panel h2 { font-size: .95rem; margin: 0 0 .5rem; }
        section.panel h3 { font-size: .75rem; color: var(--secondary); margin: .6rem 0 .3rem; text-transform: uppercase; }
        .buttons { display: flex; flex-wrap: wrap; gap: .35rem; }
        .buttons button, .controls button { border: 1px solid #c7c7cc; background: #f8f8fa; border-radius: 8px;
          padding: .3rem .6rem; font-size: .82rem; cursor: pointer; }
        .buttons button:hover { background: #eef4ff; }
        .controls { display: flex; gap: .35rem; align-items: center; flex-wrap: wrap; margin-top: .35rem; font-size: .82rem; }
        .controls input, .controls select { font-size: .82rem; padding: .25rem; }
        #step-input { flex: 1; min-width: 12rem; font-family: ui-monospace, monospace; }
        #step-error { color: var(--red); font-size: .8rem; white-space: pre-wrap; font-family: ui-monospace, monospace; }
        #event-log { list-style: none; margin: 0; padding: 0; height: 300px; overflow-y: auto; font-size: .78rem;
          font-family: ui-monospace, monospace; background: #1c1c1e; color: #e5e5ea; border-radius: 8px; padding: .4rem; }
        #event-log li { padding: 1px 0; }
        #event-log li.step { color: #64d2ff; }
        #event-log li.state { color: #a1a1a6; }
        #event-log li.problem { color: #ff9f0a; }
        #reset-session[data-armed="true"] { background: #ff3b30; color: #fff; }
        #state-table { font-size: .75rem; font-family: ui-monospace, monospace; display: grid;
          grid-template-columns: max-content 1fr; gap: 1px .8rem; max-height: 260px; overflow-y: auto; margin: 0; }
        #state-table dt { color: var(--secondary); }
        #state-table dd { margin: 0; word-break: break-word; }
        [hidden] { display: none !important; }
        @media (max-width: 1100px) { .panels { grid-template-columns: 1fr; } }
        @media (max-width: 760px) { main { grid-template-columns: 1fr; } }
        """#
}
