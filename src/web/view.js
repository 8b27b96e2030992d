"use strict";
// Keeps the table live: each event carries the table as HTML the server escaped. The
// browser reconnects by itself, and the server sends the table now on every connection.
(function () {
  var table = document.getElementById("table");
  if (!table || !window.EventSource) {
    return;
  }
  var source = new EventSource(table.getAttribute("data-events"));
  source.onmessage = function (event) {
    table.innerHTML = event.data;
    table.classList.remove("stale");
  };
  source.onerror = function () {
    table.classList.add("stale");
  };
})();
