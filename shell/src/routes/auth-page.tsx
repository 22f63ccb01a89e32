// Stub until the shell experience lands.
export default function Page() {
  return <h1>auth-page</h1>;
}
