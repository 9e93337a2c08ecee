//! `ks`: the workbench's command-line companion for scripting Reisswitz table look-ups.

fn main() {
    let code = ks::main_with(
        std::env::args_os(),
        &mut std::io::stdout(),
        &mut std::io::stderr(),
    );
    std::process::exit(code);
}
