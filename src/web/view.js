"use strict";
// Keeps the table live: each event carries the table as HTML the server escaped. The
// browser reconnects by itself, and the server sends the table now on every connection.
// The timers run here between events, on the server's clock (the page says its time).
(function () {
  var table = document.getElementById("table");
  if (!table || !window.EventSource) {
    return;
  }
  var skew = Number(table.getAttribute("data-now")) - Date.now() || 0;
  function clock(millis) {
    var s = Math.max(0, Math.floor(millis / 1000));
    var h = Math.floor(s / 3600);
    var m = Math.floor((s % 3600) / 60);
    var pad = function (n) { return (n < 10 ? "0" : "") + n; };
    s = s % 60;
    return h > 0 ? h + ":" + pad(m) + ":" + pad(s) : m + ":" + pad(s);
  }
  function tick() {
    var now = Date.now() + skew;
    var times = table.querySelectorAll("time[data-since], time[data-until]");
    for (var i = 0; i < times.length; i++) {
      var since = times[i].getAttribute("data-since");
      var until = times[i].getAttribute("data-until");
      times[i].textContent = since !== null ? clock(now - Number(since)) : clock(Number(until) - now);
    }
  }
  var source = new EventSource(table.getAttribute("data-events"));
  source.onmessage = function (event) {
    table.innerHTML = event.data;
    table.classList.remove("stale");
    tick();
  };
  source.onerror = function () {
    table.classList.add("stale");
  };
  window.setInterval(tick, 1000);
})();
