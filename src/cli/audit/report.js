// The findings filter of `benchfacts audit --format html` (src/cli/audit/html.rs). Without
// this script the page is whole: every row listed, every tooltip shown by CSS.
(function () {
  "use strict";
  var form = document.getElementById("filters");
  var kind = document.getElementById("filter-kind");
  var severity = document.getElementById("filter-severity");
  var shown = document.getElementById("filter-count");
  if (!form || !kind || !severity) return;
  form.hidden = false;
  function matches(el) {
    return (!kind.value || el.getAttribute("data-kind") === kind.value) &&
      (!severity.value || el.getAttribute("data-severity") === severity.value);
  }
  function apply() {
    var rows = document.querySelectorAll("tr[data-kind]"), n = 0;
    rows.forEach(function (row) { var on = matches(row); row.hidden = !on; if (on) n++; });
    document.querySelectorAll(".tip [data-finding]").forEach(function (f) {
      f.classList.toggle("off", !matches(f));
    });
    // A mark whose findings are all filtered out is dimmed.
    document.querySelectorAll(".tip").forEach(function (tip) {
      var all = tip.querySelectorAll("[data-finding]");
      if (!all.length) return;
      var off = tip.querySelectorAll("[data-finding].off").length === all.length;
      var mark = tip.previousElementSibling;
      if (mark) mark.classList.toggle("dim", off);
    });
    shown.textContent = n + " of " + rows.length + " findings shown";
  }
  kind.addEventListener("change", apply);
  severity.addEventListener("change", apply);
  form.addEventListener("submit", function (e) { e.preventDefault(); });
  apply();
  // A tooltip that would leave the window on the right is moved back into it.
  function place(e) {
    var mark = e.target.closest && e.target.closest(".m");
    var tip = mark && mark.nextElementSibling;
    if (!tip || !tip.classList.contains("tip")) return;
    tip.style.marginLeft = "";
    var over = tip.getBoundingClientRect().right - document.documentElement.clientWidth + 8;
    if (over > 0) tip.style.marginLeft = -over + "px";
  }
  document.addEventListener("mouseover", place);
  document.addEventListener("focusin", place);
})();
